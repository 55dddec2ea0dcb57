import type { Language } from '@orchim/shared';
import { compose } from './booking-mails';
import type { Mail } from './mail';
import { mailTexts } from './texts';

/**
 * Mails about what an admin did to someone's listing (issue 7), in the host's language. The admin's
 * reason is the host's to read, as written.
 */

interface ListingMailFacts {
  language: Language;
  email: string;
  firstName: string;
  title: string;
  /** The host's listings page, {site}/host/listings. */
  listingsLink: string;
}

/** To the host: an admin took their listing off the site, and why. */
export function listingSuspendedMail(facts: ListingMailFacts & { reason: string }): Mail {
  const t = mailTexts(facts.language);
  return compose(facts.language, facts.email, t.suspendedSubject(facts.title), t.hello(facts.firstName), [
    { text: t.suspended(facts.title) },
    { text: t.reason(facts.reason) },
    { text: t.suspendedNext },
    { link: facts.listingsLink, label: t.yourListings },
  ]);
}

/** To the host: the suspension is lifted, and the listing is back as it was. */
export function listingRestoredMail(facts: ListingMailFacts & { published: boolean }): Mail {
  const t = mailTexts(facts.language);
  return compose(facts.language, facts.email, t.restoredSubject(facts.title), t.hello(facts.firstName), [
    { text: t.restored(facts.title, facts.published) },
    { link: facts.listingsLink, label: t.yourListings },
  ]);
}
