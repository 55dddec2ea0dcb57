import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UserX } from 'lucide-react';
import { LoadFailure } from '@/components/ui/load-failure';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { useBookingConversation } from '@/lib/messages/use-conversations';
import { useOpenConversation } from '@/lib/messages/use-message-mutations';
import { ConversationThread } from './conversation-thread';
import { useCounterpartName } from '@/lib/messages/counterpart-name';

/**
 * The booking's conversation: the one about its listing, so questions asked before booking are here too.
 * Before anyone wrote there is none; the first message opens it (POST /conversations {bookingId}). Once
 * the booking's guest deleted their account (only its host sees it then) there is none and no composer,
 * only a line saying so: their conversation stays in the host's inbox, as a former guest's.
 */
export default function BookingConversationPanel({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('conversations');
  const titleId = useId();
  const query = useBookingConversation(bookingId);
  const { mutateAsync: open } = useOpenConversation();
  const conversation = query.data?.conversation ?? null;
  const guestDeleted = query.data?.guestDeleted ?? false;
  const name = useCounterpartName(conversation);

  return (
    <Card className="p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-navy-800">
        {conversation ? t('booking.titleWith', { name }) : t('booking.title')}
      </h2>
      {guestDeleted ? null : <p className="mt-1 mb-4 text-sm text-muted">{t('booking.lead')}</p>}
      {query.isPending ? (
        <RowsSkeleton rows={1} rowClassName="h-32" />
      ) : query.isError ? (
        <LoadFailure error={query.error} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : guestDeleted ? (
        <div className="mt-3 space-y-3">
          <p className="flex items-center gap-3 rounded-xl border border-dashed border-line bg-page p-4 text-muted">
            <UserX className="size-6 shrink-0 text-brick-600" aria-hidden="true" />
            {t('booking.guestDeleted')}
          </p>
          <ButtonLink to="/host/messages" variant="outline" size="sm">
            {t('booking.inbox')}
          </ButtonLink>
        </div>
      ) : (
        <ConversationThread
          conversation={conversation}
          start={() => open({ bookingId })}
          labelledBy={titleId}
        />
      )}
    </Card>
  );
}
