import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepository } from '../src/db/repositories/outbox';
import { emailAppMetadata } from '../src/db/repositories/users';
import { outbox } from '../src/db/schema';
import { bearer, callAuth, createAccount, sessionOf } from './helpers/auth';
import { startFakeSmtp } from './helpers/fake-smtp';
import { apiKey, createTestApp } from './helpers/test-app';

const lines: string[] = [];
let app: FastifyInstance;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp({ logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
  adminToken = (
    await sessionOf(app, await createAccount(app, { appMetadata: emailAppMetadata({ roles: ['admin'] }) }))
  ).access_token;
});
afterAll(() => app.close());

async function readOutbox(query: string, headers: Record<string, string>) {
  return app.inject({
    method: 'GET',
    url: `/rest/v1/admin/outbox${query}`,
    headers: { apikey: await apiKey(), ...headers },
  });
}

const mail = (to: string, subject: string) => ({
  to,
  subject,
  text: `${subject} (text)`,
  html: `<p>${subject}</p>`,
});

describe('mail without SMTP_URL', () => {
  it('goes to the outbox table, with one log line', async () => {
    await app.mailer.send(mail('rochel@example.com', 'Your stay near 770'));
    const [kept] = await outboxRepository(app.db).list({ to: 'rochel@example.com', limit: 1 });
    expect(kept).toMatchObject(mail('rochel@example.com', 'Your stay near 770'));
    const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg?.includes('outbox'));
    expect(logged).toEqual([
      expect.objectContaining({ to: 'rochel@example.com', subject: 'Your stay near 770', level: 30 }),
    ]);
  });
});

describe('GET /rest/v1/admin/outbox', () => {
  it('lists the newest 20 mails first, for one address or all, to an admin', async () => {
    await app.db.delete(outbox);
    for (let i = 1; i <= 22; i += 1) await app.mailer.send(mail('yehuda@example.com', `Mail ${i}`));
    await app.mailer.send(mail('chaya@example.com', 'For Chaya'));

    const forYehuda = await readOutbox('?to=Yehuda@Example.com', bearer(adminToken));
    expect(forYehuda.statusCode).toBe(200);
    const subjects = forYehuda.json().map((item: { subject: string }) => item.subject);
    expect(subjects).toHaveLength(20);
    expect(subjects[0]).toBe('Mail 22');
    expect(subjects[19]).toBe('Mail 3');
    expect(forYehuda.json()[0]).toEqual({
      id: expect.any(Number),
      to: 'yehuda@example.com',
      subject: 'Mail 22',
      text: 'Mail 22 (text)',
      html: '<p>Mail 22</p>',
      attachments: [],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const all = await readOutbox('', bearer(adminToken));
    expect(all.json()).toHaveLength(20);
    expect(all.json()[0].subject).toBe('For Chaya');
  });

  it('keeps the files sent with a mail, and lists their names and types (not their content)', async () => {
    const receipt = {
      filename: 'receipt-OR-7K3M9Q.html',
      contentType: 'text/html',
      content: '<!doctype html><html lang="he" dir="rtl"><title>קבלה OR-7K3M9Q</title></html>',
    };
    const note = { filename: 'note.txt', contentType: 'text/plain', content: 'Shalom' };
    await app.mailer.send({
      ...mail('menachem@example.com', 'Booking confirmed'),
      attachments: [receipt, note],
    });

    const [kept] = await outboxRepository(app.db).list({ to: 'menachem@example.com', limit: 1 });
    expect(kept?.attachments).toEqual([receipt, note]);
    const [listed] = (await readOutbox('?to=menachem@example.com', bearer(adminToken))).json();
    expect(listed.attachments).toEqual([
      { filename: 'receipt-OR-7K3M9Q.html', contentType: 'text/html' },
      { filename: 'note.txt', contentType: 'text/plain' },
    ]);
  });

  it('shows a recovery mail sent through /auth/v1/recover', async () => {
    const account = await createAccount(app);
    await callAuth(app, 'POST', '/recover', { payload: { email: account.email } });
    const [recovery] = (await readOutbox(`?to=${account.email}`, bearer(adminToken))).json();
    expect(recovery.subject).toBe('Reset your Orchim password');
    expect(recovery.text).toContain('/auth/v1/verify?token=');
  });

  it('is for admins only: 401 without a user, 403 not_admin for anyone else, 401 without the API key', async () => {
    expect((await readOutbox('', {})).json().code).toBe('no_authorization');
    const guest = await sessionOf(app, await createAccount(app));
    const refused = await readOutbox('', bearer(guest.access_token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_admin');
    const noKey = await app.inject({
      method: 'GET',
      url: '/rest/v1/admin/outbox',
      headers: bearer(adminToken),
    });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().code).toBe('no_api_key');
  });

  it('refuses a `to` that is not an email', async () => {
    const response = await readOutbox('?to=nobody', bearer(adminToken));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ to: 'validation.email' });
  });
});

describe('mail with SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let sending: FastifyInstance;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    sending = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'Orchim <no-reply@orchim.example>' });
  });
  afterAll(async () => {
    await sending.close();
    await smtp.close();
  });

  it('is sent through the SMTP server, from MAIL_FROM, and not kept in the outbox', async () => {
    const account = await createAccount(sending);
    const response = await callAuth(sending, 'POST', '/recover', { payload: { email: account.email } });
    expect(response.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const [sent] = smtp.received;
    expect(sent?.from).toContain('no-reply@orchim.example');
    expect(sent?.to).toEqual([`<${account.email}>`]);
    expect(sent?.data).toContain('Subject: Reset your Orchim password');
    expect(sent?.data).toContain('text/html');
    expect(await outboxRepository(sending.db).list({ limit: 20 })).toEqual([]);
  });

  it('carries its attachments, each a part of the message with its name and type', async () => {
    const before = smtp.received.length;
    const content = '<!doctype html><html lang="he" dir="rtl"><body><p>קבלה OR-7K3M9Q</p></body></html>';
    await sending.mailer.send({
      ...mail('dovid@example.com', 'Booking confirmed'),
      attachments: [{ filename: 'receipt-OR-7K3M9Q.html', contentType: 'text/html', content }],
    });
    expect(smtp.received).toHaveLength(before + 1);
    const data = smtp.received.at(-1)!.data;
    expect(data).toContain('multipart/mixed');
    expect(data).toMatch(/Content-Type: text\/html; name=receipt-OR-7K3M9Q\.html/);
    expect(data).toMatch(/Content-Disposition: attachment;\s+filename=receipt-OR-7K3M9Q\.html/);
    // The part's content, as nodemailer encodes it (base64 for a string with non-ASCII letters).
    const part = data.slice(data.indexOf('filename=receipt-OR-7K3M9Q.html'));
    const encoded = part.split('\r\n\r\n')[1]!.split('\r\n--')[0]!.replaceAll('\r\n', '');
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(content);
  });
});
