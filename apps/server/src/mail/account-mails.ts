import { escapeHtml } from '../lib/html';
import type { Mail } from './mail';

const SIGNATURE = 'Orchim: stays, Shabbos meals and more in Crown Heights';

/**
 * To the person whose account was just deleted: what went and what stays. English only, like the other
 * mails: the server does not know the reader's language, and English is the site's default.
 */
export function accountDeletedMail({ to, firstName }: { to: string; firstName: string }): Mail {
  const greeting = `Hello ${firstName || 'there'},`;
  const paragraphs = [
    'Your Orchim account has been deleted, as you asked. You are signed out everywhere, and you can no longer sign in with this email and password.',
    'Hosts keep their records of your past bookings (dates, guests and price), without your name, email, phone or requests. Reviews you wrote stay on the listings under the name you wrote them with.',
    'If you did not ask for this, please write to us from the contact page at once.',
    'Thank you for visiting Crown Heights with Orchim.',
  ];
  return {
    to,
    subject: 'Your Orchim account has been deleted',
    text: [greeting, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), SIGNATURE, ''].join('\n'),
    html: `<!doctype html>
<html lang="en">
  <body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
    <p>${escapeHtml(greeting)}</p>
    ${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n    ')}
    <p style="color: #6b7280">${escapeHtml(SIGNATURE)}</p>
  </body>
</html>
`,
  };
}
