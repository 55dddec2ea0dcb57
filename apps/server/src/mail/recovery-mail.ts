import { escapeHtml } from '../lib/html';
import type { Mail } from './mail';

/**
 * The password-recovery mail. English only: the server does not know the reader's language (the
 * recovery request carries none), and English is the site's default.
 */
export function recoveryMail({
  to,
  name,
  link,
}: {
  to: string;
  name: string | undefined;
  link: string;
}): Mail {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const intro = 'Someone, hopefully you, asked to reset the password of your Orchim account.';
  const action = 'To choose a new password, open this link within the next hour:';
  const ignore = 'If you did not ask for this, you can ignore this mail: your password stays as it is.';
  const signature = 'Orchim: stays, Shabbos meals and more in Crown Heights';
  return {
    to,
    subject: 'Reset your Orchim password',
    text: [greeting, '', intro, action, '', link, '', ignore, '', signature, ''].join('\n'),
    html: `<!doctype html>
<html lang="en">
  <body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(intro)}</p>
    <p><a href="${escapeHtml(link)}" style="color: #1d4ed8">Choose a new password</a> (the link works for an hour).</p>
    <p>${escapeHtml(ignore)}</p>
    <p style="color: #6b7280">${escapeHtml(signature)}</p>
  </body>
</html>
`,
  };
}
