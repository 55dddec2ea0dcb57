import type { AdminOverview, AdminReport, AdminReportPage } from '@orchim/shared';
import type { Conversation, Message, UnreadCounts } from '@orchim/shared/conversations';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportedMessageLabel } from '../src/db/repositories/admin-reports';
import { messageReports, messages } from '../src/db/schema';
import { auditRows, expectAdminOnly, expectError } from './helpers/admin';
import { deleteAccount, rest, signedInAs } from './helpers/host';
import { insertMeal } from './helpers/meals';
import { insertStay, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

/**
 * Issue 24, safety: the admin's list of reported messages (the text even when hidden, who wrote it to whom
 * about what, the reports), hiding a message and showing it again (audited), and disabling its sender
 * through the users' endpoint.
 */

const clock = testClock('2026-03-03T15:00:00Z');
const MINUTE = 60_000;
const MISSING = '4b5ff0bb-2f7b-4a0e-9a64-5d1f7e0b6c11';
let app: FastifyInstance;
let admin: SignedInAccount;

beforeAll(async () => {
  app = await createTestApp({ clock });
  admin = await signedInAs(app, { role: 'admin' });
});
afterAll(() => app.close());

const adminList = async (query = '') => {
  const response = await rest(app, 'GET', `/admin/reports${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminReportPage>();
};
const hide = (id: string, payload: object = {}) =>
  rest(app, 'POST', `/admin/reports/${id}/hide`, admin, payload);
const restore = (id: string, payload: object = {}) =>
  rest(app, 'POST', `/admin/reports/${id}/restore`, admin, payload);
/** The app's now, `n` minutes back, as the API writes instants. */
const minutesAgo = (n: number) => new Date(clock().getTime() - n * MINUTE).toISOString();
const overview = async () => (await rest(app, 'GET', '/admin/overview', admin)).json<AdminOverview>();

/** Writes a message (it must succeed), a minute after the last one, so the order is the clock's. */
async function wrote(as: SignedInAccount, conversationId: string, body: string): Promise<Message> {
  clock.advance(MINUTE);
  const response = await rest(app, 'POST', `/conversations/${conversationId}/messages`, as, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Message>();
}

/** Reports a message (it must succeed), a minute after the last thing done. */
async function reported(as: SignedInAccount, messageId: string, reason?: string) {
  clock.advance(MINUTE);
  const response = await rest(app, 'POST', `/messages/${messageId}/report`, as, reason ? { reason } : {});
  expect(response.statusCode, response.body).toBe(204);
}

/** A guest who asked a host about their stay; `word` makes the scene's texts and names findable. */
async function scene(word: string) {
  const host = await signedInAs(app, { role: 'host', fullName: `Rivka ${word}` });
  const guest = await signedInAs(app, { role: 'guest', fullName: `Mendel ${word}` });
  const stay = await insertStay(app, host.user, { title: `Garden floor ${word}`, reviews: [] });
  const opened = await rest(app, 'POST', '/conversations', guest, {
    listingKind: 'stays',
    listingId: stay.id,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const conversation = opened.json<Conversation>();
  const question = await wrote(guest, conversation.id, `Is there a crib? ${word}`);
  const answer = await wrote(host, conversation.id, `Yes, and a high chair. ${word}`);
  return { host, guest, stay, conversation, question, answer };
}

const conversationAs = async (as: SignedInAccount, id: string) => {
  const response = await rest(app, 'GET', `/conversations/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Conversation>();
};

describe('GET /rest/v1/admin/reports', () => {
  it('is for admins only', async () => {
    await expectAdminOnly(app, 'GET', '/admin/reports');
    await expectAdminOnly(app, 'POST', `/admin/reports/${MISSING}/hide`, {});
    await expectAdminOnly(app, 'POST', `/admin/reports/${MISSING}/restore`, {});
  });

  it('lists each reported message once, the newest report first, with its sender, recipient, listing and reports', async () => {
    const { host, guest, stay, conversation, question, answer } = await scene('Lefferts');
    // Not reported: not listed.
    const thanks = await wrote(guest, conversation.id, 'Thank you! Lefferts');
    await reported(host, question.id, 'Asks for my phone number.');
    // Through the API only the other person reports a message (once); the table keeps a report per
    // reporter, so one message may carry several: they are grouped under it, newest first.
    const other = await signedInAs(app, { role: 'guest', fullName: 'Chaya Lefferts' });
    clock.advance(MINUTE);
    await app.db
      .insert(messageReports)
      .values({ messageId: question.id, reporterId: other.user.id, reason: '', createdAt: app.clock() });
    await reported(guest, answer.id);

    const page = await adminList('?q=lefferts');
    expect(page).toMatchObject({ page: 1, hasMore: false, total: 2 });
    expect(page.items.map((item) => item.message.id)).toEqual([answer.id, question.id]);
    expect(page.items.map((item) => item.message.id)).not.toContain(thanks.id);
    expect(page.items[1]).toEqual<AdminReport>({
      message: {
        id: question.id,
        body: 'Is there a crib? Lefferts',
        sentAt: question.sentAt,
        hidden: false,
        hiddenAt: null,
      },
      sender: { id: guest.user.id, name: 'Mendel Lefferts', email: guest.email, disabled: false },
      recipient: { name: 'Rivka Lefferts' },
      listing: { kind: 'stays', id: stay.id, title: 'Garden floor Lefferts' },
      reportCount: 2,
      reports: [
        { reporterName: 'Chaya Lefferts', reason: '', reportedAt: minutesAgo(1) },
        {
          reporterName: 'Rivka Lefferts',
          reason: 'Asks for my phone number.',
          reportedAt: minutesAgo(2),
        },
      ],
      lastReportedAt: minutesAgo(1),
    });
    expect(page.items[0]).toMatchObject({
      sender: { id: host.user.id, name: 'Rivka Lefferts' },
      recipient: { name: 'Mendel Lefferts' },
      reportCount: 1,
      reports: [{ reporterName: 'Mendel Lefferts', reason: '' }],
      lastReportedAt: clock().toISOString(),
    });
  });

  it("searches the text and the sender's name and email, and filters hidden ones", async () => {
    const { host, guest, question, answer } = await scene('Kingston');
    await reported(host, question.id, 'Spam');
    await reported(guest, answer.id, 'Rude');
    const ids = async (query: string) => (await adminList(query)).items.map((item) => item.message.id);

    expect(await ids('?q=CRIB%3F%20kingston')).toEqual([question.id]);
    expect(await ids('?q=rivka%20kingston')).toEqual([answer.id]);
    expect(await ids(`?q=${encodeURIComponent(guest.email)}`)).toEqual([question.id]);
    // The reason is not searched, nor the listing.
    expect(await ids('?q=Rude')).not.toContain(answer.id);
    expect(await ids('?q=garden%20floor%20kingston')).toEqual([]);

    expect((await hide(answer.id)).statusCode).toBe(200);
    expect(await ids('?hidden=true&q=kingston')).toEqual([answer.id]);
    expect(await ids('?hidden=false&q=kingston')).toEqual([question.id]);
    expect(await ids('?q=kingston')).toEqual([answer.id, question.id]);
    expectError(await rest(app, 'GET', '/admin/reports?hidden=maybe', admin), 400, 'validation_failed');
    expectError(await rest(app, 'GET', '/admin/reports?page=0', admin), 400, 'validation_failed');
  });

  it('comes in pages of 20', async () => {
    const { host, guest, conversation } = await scene('Paging');
    const sent: string[] = [];
    for (let n = 1; n <= 21; n += 1) sent.push((await wrote(guest, conversation.id, `Paging probe ${n}`)).id);
    for (const id of sent) await reported(host, id);
    const first = await adminList('?q=paging%20probe');
    expect(first).toMatchObject({ page: 1, hasMore: true, total: 21 });
    expect(first.items.map((item) => item.message.id)).toEqual(sent.slice(1).reverse());
    const second = await adminList('?q=paging%20probe&page=2');
    expect(second).toMatchObject({ page: 2, hasMore: false, total: 21 });
    expect(second.items.map((item) => item.message.id)).toEqual([sent[0]]);
    expect(await adminList('?q=paging%20probe&page=3')).toEqual({
      items: [],
      page: 3,
      hasMore: false,
      total: 21,
    });
  });

  it('lists a meal conversation with its kind for a link', async () => {
    const host = await signedInAs(app, { role: 'host', fullName: 'Baila Crown' });
    const guest = await signedInAs(app, { role: 'guest', fullName: 'Yossi Crown' });
    const meal = await insertMeal(app, host.user, { title: 'Friday night Crown' });
    const opened = await rest(app, 'POST', '/conversations', guest, {
      listingKind: 'meals',
      listingId: meal.id,
    });
    const message = await wrote(guest, opened.json<Conversation>().id, 'Can I bring five friends? Crown');
    await reported(host, message.id);
    expect((await adminList('?q=five%20friends')).items[0]?.listing).toEqual({
      kind: 'meals',
      id: meal.id,
      title: 'Friday night Crown',
    });
  });

  it("names a deleted guest's message as bookings do, and leaves messages nobody reported out", async () => {
    const { host, guest, question, answer } = await scene('Troy');
    await reported(host, question.id, 'Spam');
    await deleteAccount(app, guest);
    const items = (await adminList('?q=troy')).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      message: { id: question.id, body: 'Is there a crib? Troy' },
      sender: { id: null, name: null, email: null, disabled: false },
      recipient: { name: 'Rivka Troy' },
    });
    expect(items.map((entry) => entry.message.id)).not.toContain(answer.id);
  });
});

describe('hiding and showing a reported message again', () => {
  it('hides its text from both participants (not from the admin), audited, and shows it again', async () => {
    const { host, guest, conversation, question, answer } = await scene('Montgomery');
    await reported(host, question.id, 'Asks for my phone number.');
    const before = (await overview()).openReports;

    const hidden = await hide(question.id, { reason: 'Personal details' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<AdminReport>()).toMatchObject({
      message: {
        id: question.id,
        body: 'Is there a crib? Montgomery',
        hidden: true,
        hiddenAt: clock().toISOString(),
      },
      sender: { id: guest.user.id },
      reportCount: 1,
    });
    for (const person of [guest, host]) {
      const seen = await conversationAs(person, conversation.id);
      expect(seen.messages.map((message) => [message.id, message.body, message.hidden])).toEqual([
        [question.id, null, true],
        [answer.id, 'Yes, and a high chair. Montgomery', false],
      ]);
    }
    expect((await overview()).openReports).toBe(before - 1);
    expect((await auditRows(app))[0]).toMatchObject({
      actorId: admin.user.id,
      action: 'message.hide',
      targetType: 'reported_message',
      targetId: question.id,
      targetLabel: '"Is there a crib? Montgomery" (Mendel Montgomery)',
      reason: 'Personal details',
    });
    expectError(await hide(question.id), 409, 'already_done');

    const shown = await restore(question.id);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<AdminReport>().message).toMatchObject({ hidden: false, hiddenAt: null });
    expect((await conversationAs(host, conversation.id)).messages[0]).toMatchObject({
      body: 'Is there a crib? Montgomery',
      hidden: false,
    });
    expect((await overview()).openReports).toBe(before);
    expect((await auditRows(app))[0]).toMatchObject({
      action: 'message.restore',
      targetType: 'reported_message',
      targetId: question.id,
      reason: '',
    });
    expectError(await restore(question.id), 409, 'not_suspended');
  });

  it('takes a hidden message out of the unread count', async () => {
    const { host, guest, conversation } = await scene('Nostrand');
    const late = await wrote(guest, conversation.id, 'Send me your bank details. Nostrand');
    await reported(host, late.id);
    const unread = async () =>
      (await rest(app, 'GET', '/conversations/unread', host)).json<UnreadCounts>().host;
    expect(await unread()).toBe(1);
    expect((await hide(late.id)).statusCode).toBe(200);
    expect(await unread()).toBe(0);
  });

  it('answers 404 for an unknown or unreported message, 400 for a bad id or reason, changing nothing', async () => {
    const { question } = await scene('Empire');
    const logged = (await auditRows(app)).length;
    expectError(await hide(MISSING), 404, 'not_found');
    expectError(await restore(MISSING), 404, 'not_found');
    // Nobody reported it: not the admin's to hide.
    expectError(await hide(question.id), 404, 'not_found');
    expectError(await rest(app, 'POST', '/admin/reports/nope/hide', admin, {}), 400, 'validation_failed');
    expectError(await hide(question.id, { reason: 'x'.repeat(501) }), 400, 'validation_failed');
    const [row] = await app.db.select().from(messages).where(eq(messages.id, question.id));
    expect(row?.hiddenAt).toBeNull();
    expect(await auditRows(app)).toHaveLength(logged);
  });

  it('labels a long message by its first 60 characters, on one line', () => {
    const body = `Line one\n\n${'word '.repeat(20)}`;
    expect(reportedMessageLabel(body, 'Dovid')).toBe(
      `"Line one ${'word '.repeat(20).slice(0, 51)}…" (Dovid)`,
    );
    expect(reportedMessageLabel('Short 🙂', 'Chaya')).toBe('"Short 🙂" (Chaya)');
  });
});

describe("disabling a reported message's sender", () => {
  it('goes through the users endpoint: the list says so, and the sender can no longer write', async () => {
    const { host, guest, conversation, question } = await scene('Albany');
    await reported(host, question.id, 'Threatening');
    const disabled = await rest(app, 'POST', `/admin/users/${guest.user.id}/disable`, admin, {
      reason: 'Threats in messages',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await auditRows(app))[0]).toMatchObject({ action: 'user.disable', targetId: guest.user.id });
    const [item] = (await adminList('?q=albany')).items;
    expect(item?.sender).toEqual({
      id: guest.user.id,
      name: 'Mendel Albany',
      email: guest.email,
      disabled: true,
    });

    // Refused at the door: disabling ended the account's sessions (and it cannot sign in again).
    const refused = await rest(app, 'POST', `/conversations/${conversation.id}/messages`, guest, {
      body: 'Hello?',
    });
    expectError(refused, 403, 'session_not_found');
    expect(await app.db.select().from(messages).where(eq(messages.body, 'Hello?'))).toEqual([]);
  });
});

describe('the overview', () => {
  it('counts reported messages not hidden yet, each once however many reported it', async () => {
    const start = (await overview()).openReports;
    const { host, question, answer, guest } = await scene('Carroll');
    await reported(host, question.id);
    const other = await signedInAs(app, { role: 'guest' });
    await app.db
      .insert(messageReports)
      .values({ messageId: question.id, reporterId: other.user.id, reason: '', createdAt: app.clock() });
    await reported(guest, answer.id);
    expect((await overview()).openReports).toBe(start + 2);
    expect((await hide(answer.id)).statusCode).toBe(200);
    expect((await overview()).openReports).toBe(start + 1);
  });
});
