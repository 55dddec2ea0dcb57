import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { failureMessageKey } from '@/lib/failure-message';
import { useBookingConversation } from '@/lib/messages/use-conversations';
import { useOpenConversation } from '@/lib/messages/use-message-mutations';
import { ConversationThread } from './conversation-thread';
import { useCounterpartName } from '@/lib/messages/counterpart-name';

/**
 * The booking's conversation: the one about its listing, so questions asked before booking are here too.
 * Before anyone wrote there is none; the first message opens it (POST /conversations {bookingId}).
 */
export default function BookingConversationPanel({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('conversations');
  const titleId = useId();
  const query = useBookingConversation(bookingId);
  const { mutateAsync: open } = useOpenConversation();
  const conversation = query.data?.conversation ?? null;
  const name = useCounterpartName(conversation);

  return (
    <Card className="p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-navy-800">
        {conversation ? t('booking.titleWith', { name }) : t('booking.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t('booking.lead')}</p>
      {query.isPending ? (
        <RowsSkeleton rows={1} rowClassName="h-32" />
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-danger">
          {t(failureMessageKey(query.error), { ns: 'common' })}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
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
