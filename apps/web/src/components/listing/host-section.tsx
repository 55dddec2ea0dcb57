import { AskHost } from '@/components/messages/ask-host';
import type { AskHostListing } from '@/components/messages/ask-host-dialog';
import { DetailSection } from './detail-section';
import { MemberSince } from './member-since';

type HostSectionProps = {
  title: string;
  id: string;
  /** What the host wrote: about the place, the family or the service. */
  description: string;
  /** The host (a ride's provider): their first name and since when they have been on Orchim. */
  host: { firstName: string; memberSince: string };
  /** The "member since" line's translation key, with its namespace ({{name}}, {{date}}). */
  since: string;
  /** The listing a question is about. */
  listing: AskHostListing;
};

/**
 * A listing's section about its host, on every kind's page: what they wrote (in the language they wrote
 * it, hence `dir="auto"`), since when they have been on Orchim, and a way to ask them a question.
 */
export function HostSection({ title, id, description, host, since, listing }: HostSectionProps) {
  return (
    <DetailSection title={title} id={id}>
      <p dir="auto" className="leading-relaxed whitespace-pre-line text-ink">
        {description}
      </p>
      <MemberSince person={host} message={since} />
      <AskHost listing={listing} hostName={host.firstName} />
    </DetailSection>
  );
}
