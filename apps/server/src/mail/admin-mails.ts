import { compose } from './booking-mails';
import type { Mail } from './mail';

/**
 * Mails about what an admin did to someone's listing (issue 7). English only, as the booking mails: the
 * server does not know the reader's language. The admin's reason is the host's to read.
 */

interface ListingMailFacts {
  email: string;
  firstName: string;
  title: string;
  /** The host's listings page, {site}/host/listings. */
  listingsLink: string;
}

/** To the host: an admin took their listing off the site, and why. */
export function listingSuspendedMail(facts: ListingMailFacts & { reason: string }): Mail {
  return compose(
    facts.email,
    `Your listing is suspended: ${facts.title}`,
    `Hello ${facts.firstName || 'there'},`,
    [
      { text: `Our team suspended your listing "${facts.title}": guests can no longer find or book it.` },
      { text: `Reason: ${facts.reason}` },
      {
        text: 'Bookings already made stand. If you think this is a mistake, or once you have fixed what is described above, write to us from the contact page.',
      },
      { link: facts.listingsLink, label: 'Your listings' },
    ],
  );
}

/** To the host: the suspension is lifted, and the listing is back as it was. */
export function listingRestoredMail(facts: ListingMailFacts & { published: boolean }): Mail {
  return compose(
    facts.email,
    `Your listing is back: ${facts.title}`,
    `Hello ${facts.firstName || 'there'},`,
    [
      {
        text: facts.published
          ? `Our team lifted the suspension of "${facts.title}": guests can find and book it again.`
          : `Our team lifted the suspension of "${facts.title}". It is back among your listings as it was before.`,
      },
      { link: facts.listingsLink, label: 'Your listings' },
    ],
  );
}
