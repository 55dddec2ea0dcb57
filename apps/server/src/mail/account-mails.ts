import type { Language } from '@orchim/shared';
import { compose } from './booking-mails';
import type { Mail } from './mail';
import { mailTexts } from './texts';

/** To the person whose account was just deleted, in their language: what went and what stays. */
export function accountDeletedMail({
  language,
  to,
  firstName,
}: {
  language: Language;
  to: string;
  firstName: string;
}): Mail {
  const t = mailTexts(language);
  return compose(
    language,
    to,
    t.deletedSubject,
    t.hello(firstName),
    t.deleted.map((text) => ({ text })),
  );
}
