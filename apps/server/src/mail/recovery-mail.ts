import type { Language } from '@orchim/shared';
import { compose } from './booking-mails';
import type { Mail } from './mail';
import { mailTexts } from './texts';

/** The password-recovery mail, in the language kept with the account (the request carries none). */
export function recoveryMail({
  language,
  to,
  name,
  link,
}: {
  language: Language;
  to: string;
  name: string | undefined;
  link: string;
}): Mail {
  const t = mailTexts(language);
  return compose(language, to, t.recoverySubject, t.hello(name ?? ''), [
    { text: t.recoveryIntro },
    { link, label: t.recoveryLink },
    { text: t.recoveryIgnore },
  ]);
}
