import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRight, X } from 'lucide-react';
import type { HostListingKind } from '@orchim/shared/listing-kinds';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { useFormat } from '@/lib/format';
import { useOpenConversation, useSendMessage } from '@/lib/messages/use-message-mutations';
import { MessageComposer, type ComposerHandle } from './message-composer';
import { messageFailureText } from './message-errors';
import { ShabbosNote } from './shabbos-note';

/** The listing asked about (its kind as the API names it). */
export type AskHostListing = { kind: HostListingKind; id: string; title: string };

type Props = {
  listing: AskHostListing;
  hostName: string;
  open: boolean;
  onClose: () => void;
};

/**
 * "Message the host" from a listing's page: the dialog opens the conversation about the listing (found
 * again if the guest wrote before, else created, with no message yet), then the guest writes. Once a
 * message is sent the dialog says so, offers the whole conversation, and stays open for another.
 */
export default function AskHostDialog({ listing, hostName, open, onClose }: Props) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-(--radius-card) bg-surface p-0 text-ink shadow-2xl"
    >
      <AskHostContent listing={listing} hostName={hostName} titleId={titleId} onClose={onClose} />
    </ModalDialog>
  );
}

function AskHostContent({ listing, hostName, titleId, onClose }: Omit<Props, 'open'> & { titleId: string }) {
  const { t } = useTranslation('conversations');
  const format = useFormat();
  const { mutate: openConversation, ...opened } = useOpenConversation();
  const send = useSendMessage();
  const composer = useRef<ComposerHandle>(null);
  const [sentCount, setSentCount] = useState(0);
  const conversation = opened.data;

  // Each opening of the dialog asks again (the guest may have written from another tab since), once:
  // the ref outlives StrictMode's second run of the effect, not the dialog's closing.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const key = `${listing.kind}/${listing.id}`;
    if (asked.current === key) return;
    asked.current = key;
    openConversation({ listingKind: listing.kind, listingId: listing.id });
  }, [openConversation, listing.kind, listing.id]);

  // The box takes focus once it is there (the dialog itself had it while the conversation opened).
  const ready = Boolean(conversation);
  useEffect(() => {
    if (ready) composer.current?.focus();
  }, [ready]);

  // What the guest (or the host) wrote before this dialog opened: the way back to it.
  const earlier = conversation?.messages.length ?? 0;

  return (
    <div className="space-y-4 p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-semibold text-navy-800">
            {t('ask.dialogTitle', { name: hostName })}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {t('ask.about')} <bdi className="font-medium text-ink">{listing.title}</bdi>
          </p>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} className="-me-2 -mt-2 shrink-0">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('ask.close')}</span>
        </Button>
      </div>
      {opened.isError ? (
        <>
          <FormAlert>{messageFailureText(opened.error, t, format.lng)}</FormAlert>
          <div className="flex justify-end">
            <Button variant="outline" onClick={onClose}>
              {t('ask.close')}
            </Button>
          </div>
        </>
      ) : !conversation ? (
        <RowsSkeleton rows={1} rowClassName="h-40" />
      ) : (
        <>
          {conversation.hostAnswersAfter ? (
            <ShabbosNote until={conversation.hostAnswersAfter} hostName={hostName} />
          ) : null}
          {sentCount > 0 ? (
            <FormAlert key={sentCount} tone="success" title={t('ask.sent', { name: hostName })}>
              <p>{t('ask.sentLead')}</p>
              <ConversationLink id={conversation.id} />
            </FormAlert>
          ) : earlier > 0 ? (
            <div className="rounded-xl bg-navy-50 p-4 text-sm text-navy-800">
              <p>{t('ask.earlier', { name: hostName })}</p>
              <ConversationLink id={conversation.id} />
            </div>
          ) : (
            <p className="text-sm text-muted">{t('ask.hint', { name: hostName })}</p>
          )}
          <MessageComposer
            ref={composer}
            recipient={hostName}
            onSend={(body) => send.mutateAsync({ conversationId: conversation.id, body })}
            onSent={() => setSentCount((count) => count + 1)}
          />
        </>
      )}
    </div>
  );
}

function ConversationLink({ id }: { id: string }) {
  const { t } = useTranslation('conversations');
  return (
    <ButtonLink to={`/messages/${id}`} variant="link" className="mt-1 h-auto px-0 text-base">
      {t('ask.openConversation')}
      <ArrowRight className="flip-rtl size-4" aria-hidden="true" />
    </ButtonLink>
  );
}
