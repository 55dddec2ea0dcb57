import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, ArrowRight, CalendarCheck } from 'lucide-react';
import type { Conversation } from '@orchim/shared/conversations';
import { messageKey } from '@orchim/shared/messages';
import { isNotFound, LoadErrorScreen } from '@/components/load-error-screen';
import { ConversationThread } from '@/components/messages/conversation-thread';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { listingPath } from '@/lib/messages/listing-path';
import { useConversation } from '@/lib/messages/use-conversations';
import { usePageTitle } from '@/lib/page-title';
import { INBOX_PATHS } from './inbox-paths';
import { ListingKindLabel, ListingThumb } from './listing-kind';
import { useCounterpartName } from '@/lib/messages/counterpart-name';

/**
 * /messages/{id} and /host/messages/{id} (the same page; the host's stays in the host panel): the whole
 * conversation with its listing (and booking) at the top, and the composer.
 */
export default function ConversationPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { t } = useTranslation('conversations');
  const inbox = pathname.startsWith(`${INBOX_PATHS.host}/`) ? INBOX_PATHS.host : INBOX_PATHS.guest;
  const conversation = useConversation(id);
  const name = useCounterpartName(conversation.data);
  // An error names the page after its heading, as every page does.
  usePageTitle(
    conversation.isError
      ? isNotFound(conversation.error)
        ? t('conversation.notFound.title')
        : t(messageKey('screenError'), { ns: 'common' })
      : conversation.data
        ? t('conversation.title', { name })
        : t('conversation.pageTitle'),
  );
  if (conversation.isPending) return <ConversationSkeleton />;
  if (conversation.isError) {
    return (
      <LoadErrorScreen
        error={conversation.error}
        onRetry={() => void conversation.refetch()}
        notFound={{ title: t('conversation.notFound.title'), lead: t('conversation.notFound.lead') }}
        retryLabel={t('retry')}
        links={<ButtonLink to={inbox}>{t('conversation.all')}</ButtonLink>}
      />
    );
  }
  return <ConversationScreen conversation={conversation.data} inbox={inbox} />;
}

function ConversationScreen({ conversation, inbox }: { conversation: Conversation; inbox: string }) {
  const { t } = useTranslation('conversations');
  const titleId = useId();
  const name = useCounterpartName(conversation);
  const { listing } = conversation;
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <Link
        to={inbox}
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-navy-700 hover:underline"
      >
        <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
        {t('conversation.all')}
      </Link>
      <header className="mt-4 space-y-4">
        <h1 id={titleId} className="text-3xl font-bold tracking-tight text-balance text-navy-800 sm:text-4xl">
          {t('conversation.title', { name })}
        </h1>
        <div className="flex gap-3 rounded-xl border border-line bg-surface p-3 sm:p-4">
          <ListingThumb kind={listing.kind} cover={listing.coverImage} className="size-16 sm:h-20 sm:w-28" />
          <div className="min-w-0 flex-1 space-y-1">
            <ListingKindLabel kind={listing.kind} />
            <p className="font-semibold text-navy-800">
              <Link to={listingPath(listing.kind, listing.id)} className="hover:underline">
                <bdi>{listing.title}</bdi>
              </Link>
            </p>
            {conversation.bookingId ? (
              <Link
                to={`/bookings/${conversation.bookingId}`}
                className="inline-flex items-center gap-1.5 text-sm font-medium text-navy-700 hover:underline"
              >
                <CalendarCheck className="size-4" aria-hidden="true" />
                {t('conversation.booking')}
                <ArrowRight className="flip-rtl size-4" aria-hidden="true" />
              </Link>
            ) : (
              <p className="text-sm text-muted">{t('conversation.noBooking')}</p>
            )}
          </div>
        </div>
      </header>
      <div className="mt-6">
        <ConversationThread conversation={conversation} labelledBy={titleId} />
      </div>
    </Container>
  );
}

function ConversationSkeleton() {
  const { t } = useTranslation();
  const block = 'animate-pulse rounded-xl bg-navy-50 motion-reduce:animate-none';
  return (
    <Container className="max-w-3xl py-10">
      <div role="status">
        <span className="sr-only">{t(messageKey('loading'))}</span>
      </div>
      <div aria-hidden="true" className="space-y-4">
        <div className={`${block} h-5 w-32`} />
        <div className={`${block} h-10 w-2/3`} />
        <div className={`${block} h-24`} />
        <div className={`${block} h-64`} />
      </div>
    </Container>
  );
}
