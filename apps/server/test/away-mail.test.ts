import type { Conversation, Message } from '@orchim/shared/conversations';
import { eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepository } from '../src/db/repositories/outbox';
import { awayMailRepository } from '../src/db/repositories/away-mail';
import { messages, users } from '../src/db/schema';
import { AWAY_AFTER_MS, sendAwayMails } from '../src/domain/messages/away-mail';
import { computeShabbosTimes } from '../src/lib/shabbos-times';
import { awayMailDepsOf } from '../src/plugins/away-mail-sweep';
import { deleteAccount, rest, signedInAs } from './helpers/host';
import { joinedMessages, listenOnFreePort, tokenOf } from './helpers/realtime';
import { insertStay, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

/**
 * The mail to a participant who was away when the other wrote (decision 037): after a minute without a
 * socket of theirs receiving it, once per conversation per 15 minutes, in their language, with a link to
 * the conversation on the configured site; held while it is Shabbos or Yom Tov in New York.
 */

// A Tuesday in New York, nowhere near Shabbos.
const TUESDAY = '2026-03-03T15:00:00Z';
const clock = testClock(TUESDAY);
const MINUTE = 60_000;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = await createTestApp({ clock, publicUrl: 'https://orchim.example' });
  baseUrl = await listenOnFreePort(app);
});
afterAll(() => app.close());
afterEach(async () => {
  clock.set(TUESDAY);
  // What a test left waiting (a reader inside their 15 minutes) is not the next test's news.
  await app.db.update(messages).set({ notifiedAt: app.clock() }).where(isNull(messages.notifiedAt));
});

const sweep = () => sendAwayMails(awayMailDepsOf(app));
const mailsTo = (account: SignedInAccount) => outboxRepository(app.db).list({ to: account.email, limit: 20 });

async function speaking(account: SignedInAccount, language: string) {
  await app.db
    .update(users)
    .set({ userMetadata: sql`${users.userMetadata} || ${JSON.stringify({ language })}::jsonb` })
    .where(eq(users.id, account.user.id));
}

/** A host's stay and a guest's conversation about it, nobody having written yet. */
async function scene() {
  const host = await signedInAs(app, { role: 'host', fullName: 'Rivka Mintz' });
  const guest = await signedInAs(app, { role: 'guest', fullName: 'Mendel Goldberg' });
  const stay = await insertStay(app, host.user, { title: 'Garden floor on Crown Street', reviews: [] });
  const opened = await rest(app, 'POST', '/conversations', guest, {
    listingKind: 'stays',
    listingId: stay.id,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return { host, guest, conversation: opened.json<Conversation>() };
}

async function write(as: SignedInAccount, conversationId: string, body: string): Promise<Message> {
  clock.advance(1000);
  const response = await rest(app, 'POST', `/conversations/${conversationId}/messages`, as, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Message>();
}

const notifiedAt = async (id: string) =>
  (await app.db.select({ at: messages.notifiedAt }).from(messages).where(eq(messages.id, id)))[0]?.at;

describe('a participant who was away', () => {
  it('gets one mail a minute after the message, in their language, linking the conversation on the configured site', async () => {
    const { host, guest, conversation } = await scene();
    await speaking(host, 'fr');
    await write(guest, conversation.id, 'Is there a crib? <b>Thanks</b>');

    // Within the minute a socket would have had it: nothing yet.
    clock.advance(AWAY_AFTER_MS - 1000);
    expect(await sweep()).toBe(0);
    expect(await mailsTo(host)).toEqual([]);

    clock.advance(1000);
    expect(await sweep()).toBe(1);
    const [mail] = await mailsTo(host);
    expect(mail).toMatchObject({ subject: 'Nouveau message de Mendel : Garden floor on Crown Street' });
    expect(mail!.text).toContain('Bonjour Rivka,');
    expect(mail!.text).toContain('Mendel vous a écrit au sujet de Garden floor on Crown Street :');
    expect(mail!.text).toContain('Is there a crib? <b>Thanks</b>');
    expect(mail!.text).toContain(`https://orchim.example/host/messages/${conversation.id}`);
    expect(mail!.html).toContain('<p dir="auto">Is there a crib? &lt;b&gt;Thanks&lt;/b&gt;</p>');
    expect(mail!.html).toContain(`href="https://orchim.example/host/messages/${conversation.id}"`);
    // The guest, who wrote, is told nothing; the next sweep sends nothing again.
    expect(await mailsTo(guest)).toEqual([]);
    expect(await sweep()).toBe(0);
    expect(await mailsTo(host)).toHaveLength(1);
  });

  it('a guest is sent to their inbox, in Hebrew, right to left', async () => {
    const { host, guest, conversation } = await scene();
    await speaking(guest, 'he');
    await write(host, conversation.id, 'Yes, and a high chair.');
    clock.advance(AWAY_AFTER_MS);
    expect(await sweep()).toBe(1);
    const [mail] = await mailsTo(guest);
    expect(mail!.subject).toBe('הודעה חדשה מאת Rivka: Garden floor on Crown Street');
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.text).toContain(`https://orchim.example/messages/${conversation.id}`);
  });

  it('at most one mail per conversation in 15 minutes: what came meanwhile goes in the next', async () => {
    const { host, guest, conversation } = await scene();
    await write(guest, conversation.id, 'First question');
    clock.advance(AWAY_AFTER_MS);
    expect(await sweep()).toBe(1);

    clock.advance(MINUTE);
    await write(guest, conversation.id, 'Second question');
    clock.advance(MINUTE);
    await write(guest, conversation.id, 'Third question');
    clock.advance(10 * MINUTE);
    expect(await sweep()).toBe(0);

    clock.advance(4 * MINUTE);
    expect(await sweep()).toBe(1);
    const [second, first] = await mailsTo(host);
    expect(first!.subject).toBe('New message from Mendel: Garden floor on Crown Street');
    expect(second!.subject).toBe('2 new messages from Mendel: Garden floor on Crown Street');
    expect(second!.text).toContain('Second question');
    expect(second!.text).toContain('Third question');
    expect(second!.text).not.toContain('First question');
  });

  it('quotes the five newest of many, and counts the rest', async () => {
    const { host, guest, conversation } = await scene();
    for (let n = 1; n <= 7; n += 1) await write(guest, conversation.id, `Question ${n}`);
    clock.advance(AWAY_AFTER_MS);
    expect(await sweep()).toBe(1);
    const [mail] = await mailsTo(host);
    expect(mail!.subject).toBe('7 new messages from Mendel: Garden floor on Crown Street');
    expect(mail!.text).not.toContain('Question 2');
    for (const n of [3, 4, 5, 6, 7]) expect(mail!.text).toContain(`Question ${n}`);
    expect(mail!.text).toContain('There are 2 more new messages in the conversation.');
  });

  it('is not mailed about what they read on the site, or what the admin hid, meanwhile', async () => {
    const { host, guest, conversation } = await scene();
    const read = await write(guest, conversation.id, 'Read on the site');
    expect((await rest(app, 'POST', `/conversations/${conversation.id}/read`, host)).statusCode).toBe(204);
    const hidden = await write(guest, conversation.id, 'Something rude');
    await app.db.update(messages).set({ hiddenAt: app.clock() }).where(eq(messages.id, hidden.id));

    clock.advance(AWAY_AFTER_MS);
    expect(await sweep()).toBe(0);
    expect(await mailsTo(host)).toEqual([]);
    // Both are settled: no later sweep looks at them again.
    expect(await notifiedAt(read.id)).not.toBeNull();
    expect(await notifiedAt(hidden.id)).not.toBeNull();
  });

  it('a mail that cannot be sent is tried again at the next sweep', async () => {
    const { host, guest, conversation } = await scene();
    await write(guest, conversation.id, 'Please answer');
    clock.advance(AWAY_AFTER_MS);
    const refusing = {
      send: () => Promise.reject(new Error('the mail server is down')),
      close: () => {},
    };
    expect(await sendAwayMails({ ...awayMailDepsOf(app), mailer: refusing })).toBe(0);
    expect(await mailsTo(host)).toEqual([]);
    expect(await sweep()).toBe(1);
    expect((await mailsTo(host))[0]!.text).toContain('Please answer');
  });

  it('two sweeps at once (two server instances) send one mail', async () => {
    const { host, guest, conversation } = await scene();
    await write(guest, conversation.id, 'Only once, please');
    clock.advance(AWAY_AFTER_MS);
    const sent = await Promise.all([sweep(), sweep(), sweep()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailsTo(host)).toHaveLength(1);
  });

  it('a guest whose account is gone is mailed nothing, and what they wrote before still reaches the host', async () => {
    const { host, guest, conversation } = await scene();
    const welcome = await write(host, conversation.id, 'Welcome!');
    await write(guest, conversation.id, 'Before I go');
    await deleteAccount(app, guest);

    clock.advance(AWAY_AFTER_MS);
    expect(await sweep()).toBe(1);
    // The host still hears of the guest's last message, from a guest the mail names in its reader's words.
    const [mail] = await mailsTo(host);
    expect(mail!.subject).toBe('New message from Former guest: Garden floor on Crown Street');
    expect(await notifiedAt(welcome.id)).not.toBeNull();
  });
});

describe('a participant who is on the site', () => {
  it("is not mailed when a socket of theirs received the message; the writer's own socket does not count", async () => {
    const { host, guest, conversation } = await scene();
    const hostSocket = await joinedMessages(baseUrl, tokenOf(await host.headers()));
    const guestSocket = await joinedMessages(baseUrl, tokenOf(await guest.headers()));
    try {
      const toHost = await write(guest, conversation.id, 'Are you there?');
      await hostSocket.events.waitFor((event) => event.messageId === toHost.id, 'the message event');
      await expect.poll(() => notifiedAt(toHost.id)).not.toBeNull();

      // The guest is connected too, but the host's answer goes to the guest: it was received, no mail.
      const toGuest = await write(host, conversation.id, 'Yes!');
      await guestSocket.events.waitFor((event) => event.messageId === toGuest.id, 'the answer event');
      await expect.poll(() => notifiedAt(toGuest.id)).not.toBeNull();
    } finally {
      await guestSocket.close();
    }

    // The guest has left; the host writes again.
    const later = await write(host, conversation.id, 'One more thing');
    await hostSocket.events.waitFor((event) => event.messageId === later.id, "the host's own event");
    await hostSocket.close();
    clock.advance(AWAY_AFTER_MS);
    expect(await sweep()).toBe(1);
    expect(await mailsTo(host)).toEqual([]);
    const [mail] = await mailsTo(guest);
    expect(mail!.text).toContain('One more thing');
    expect(mail!.text).not.toContain('Yes!');
  });
});

describe('a socket that has gone quiet', () => {
  it('does not count: a message it took is mailed, as to someone away', async () => {
    const { host, guest, conversation } = await scene();
    const hostSocket = await joinedMessages(baseUrl, tokenOf(await host.headers()));
    try {
      // No heartbeat for longer than a live client leaves between two (a laptop shut without a goodbye).
      clock.advance(36_000);
      const sent = await write(guest, conversation.id, 'Are you still there?');
      await hostSocket.events.waitFor((event) => event.messageId === sent.id, 'the event');
      clock.advance(AWAY_AFTER_MS);
      expect(await sweep()).toBe(1);
      expect((await mailsTo(host))[0]!.text).toContain('Are you still there?');
    } finally {
      await hostSocket.close();
    }
  });
});

describe('the order of the work', () => {
  it('takes the longest waiting first, and leaves out readers who must wait for their 15 minutes', async () => {
    const first = await scene();
    await write(first.guest, first.conversation.id, 'First, and mailed');
    clock.advance(AWAY_AFTER_MS);
    expect(await sweep()).toBe(1);
    // The first host's next news must wait; a second host's came later but can go.
    await write(first.guest, first.conversation.id, 'Waits for the quarter hour');
    const second = await scene();
    await write(second.guest, second.conversation.id, 'Goes now');
    clock.advance(AWAY_AFTER_MS);
    const repository = awayMailRepository(app.db);
    const cutoff = new Date(app.clock().getTime() - AWAY_AFTER_MS);
    const mailedAfter = new Date(app.clock().getTime() - 15 * MINUTE);
    expect(await repository.pending(cutoff, mailedAfter, 1)).toEqual([
      { conversationId: second.conversation.id, readerId: second.host.user.id },
    ]);
    expect(await sweep()).toBe(1);
    expect((await mailsTo(second.host))[0]!.text).toContain('Goes now');
  });
});

describe('Shabbos', () => {
  it('holds the mail until havdalah, then sends it', async () => {
    const { host, guest, conversation } = await scene();
    const times = computeShabbosTimes('2026-03-07');
    // Friday 6 March 2026, 7 pm in New York: after candle lighting.
    clock.set('2026-03-07T00:00:00Z');
    await write(guest, conversation.id, 'Gut Shabbos! Is the urn on?');
    clock.advance(AWAY_AFTER_MS);
    expect(await sweep()).toBe(0);
    clock.set(new Date(Date.parse(times.havdalah) - MINUTE));
    expect(await sweep()).toBe(0);
    expect(await mailsTo(host)).toEqual([]);

    clock.set(new Date(Date.parse(times.havdalah) + MINUTE));
    expect(await sweep()).toBe(1);
    expect((await mailsTo(host))[0]!.text).toContain('Gut Shabbos! Is the urn on?');
  });
});

describe('the timer', () => {
  it('sweeps on its own every AWAY_MAIL_EVERY_SECONDS', async () => {
    const timed = await createTestApp({ clock, awayMailEverySeconds: 1 });
    try {
      const host = await signedInAs(timed, { role: 'host', fullName: 'Rivka Mintz' });
      const guest = await signedInAs(timed, { role: 'guest', fullName: 'Mendel Goldberg' });
      const stay = await insertStay(timed, host.user, { title: 'Garden floor on Crown Street', reviews: [] });
      const opened = await rest(timed, 'POST', '/conversations', guest, {
        listingKind: 'stays',
        listingId: stay.id,
      });
      const id = opened.json<Conversation>().id;
      const sent = await rest(timed, 'POST', `/conversations/${id}/messages`, guest, { body: 'Hello?' });
      expect(sent.statusCode, sent.body).toBe(201);
      clock.advance(AWAY_AFTER_MS);
      await expect
        .poll(() => outboxRepository(timed.db).list({ to: host.email, limit: 1 }), { timeout: 5000 })
        .toHaveLength(1);
    } finally {
      await timed.close();
    }
  });
});
