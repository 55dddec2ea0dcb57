import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';
import {
  application,
  auditEntry,
  booking,
  installAdminApi,
  listing,
  message,
  report,
  review,
  STAY_ID,
  user,
} from './test-fixtures';

/**
 * The admin area shows what people wrote as text, whatever is stored (issue 20): the input check is a
 * courtesy, and these three got through it. Nothing they hold becomes an element, an attribute or a link.
 */
const [ENTITY, FRAME, ZERO_WIDTH] = [
  'javascript&colon;alert(1)',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<img src=x on\u200berror=alert(1)>',
] as const;
const ALL = `${ENTITY} ${FRAME} ${ZERO_WIDTH}`;

beforeAll(async () => {
  await setupI18n('en');
  await import('./admin-page'); // compiled once, before the first test's wait
}, 60_000);
afterEach(() => {
  vi.unstubAllGlobals();
});

function installHostileApi() {
  return installAdminApi({
    applications: [
      application({ id: 'a1', fullName: FRAME, status: 'rejected', reason: ALL }),
      application({ id: 'a2', fullName: ZERO_WIDTH, email: 'shmuel@example.com', phone: ENTITY }),
    ],
    listings: [
      listing({
        title: FRAME,
        status: 'suspended',
        suspendedReason: ALL,
        host: { id: 'h1', email: 'chana@example.com', fullName: ZERO_WIDTH },
      }),
    ],
    reviews: [
      review({
        authorName: ZERO_WIDTH,
        text: ALL,
        hostReply: FRAME,
        hostRepliedAt: '2026-04-21T12:00:00.000Z',
        listing: { kind: 'stays', id: STAY_ID, title: ENTITY },
      }),
    ],
    bookings: [
      booking({
        guest: { id: null, name: FRAME, email: 'mendel@example.com' },
        listing: { kind: 'stays', id: STAY_ID, title: ENTITY },
        host: { id: 'h1', email: 'chana@example.com', fullName: ZERO_WIDTH },
      }),
    ],
    reports: [
      report({
        message: { ...report().message, body: ALL },
        sender: { id: 's1', name: FRAME, email: 'yossi@example.com', disabled: false },
        recipient: { name: ZERO_WIDTH },
        listing: { kind: 'stays', id: STAY_ID, title: ENTITY },
        reports: [{ reporterName: ZERO_WIDTH, reason: FRAME, reportedAt: '2026-05-12T09:10:00.000Z' }],
      }),
    ],
    users: [user({ fullName: FRAME })],
    messages: [message({ name: FRAME, subject: ENTITY, message: ALL })],
    audit: [
      auditEntry({
        target: { type: 'listing', id: STAY_ID, label: FRAME },
        reason: ZERO_WIDTH,
      }),
    ],
  });
}

/** The section's text shows `texts`, and nothing in the page was made from them. */
async function expectShownAsText(texts: readonly string[]) {
  const main = screen.getByRole('main');
  await waitFor(() => {
    for (const text of texts) expect(main.textContent).toContain(text);
  });
  expect(document.querySelectorAll('iframe, img, script, object, embed, frame')).toHaveLength(0);
  for (const element of document.body.querySelectorAll('*')) {
    const names = element.getAttributeNames();
    expect(
      names.filter((name) => /^on/i.test(name) || name === 'srcdoc'),
      element.outerHTML,
    ).toEqual([]);
  }
  for (const link of document.querySelectorAll('a')) {
    const href = link.getAttribute('href') ?? '';
    expect(href, link.outerHTML).toMatch(/^(\/|#|mailto:|tel:|https?:\/\/)/);
    // As the browser parses it (control characters and spaces dropped), never a script.
    expect(new URL(href, window.location.href).protocol).not.toBe('javascript:');
  }
}

describe('the admin area with hostile text', () => {
  it.each([
    ['applications', 'Host applications', [FRAME, ZERO_WIDTH, ALL, ENTITY]],
    ['listings', 'Listings', [FRAME, ZERO_WIDTH, ALL]],
    ['bookings', 'Bookings', [FRAME, ENTITY, ZERO_WIDTH]],
    ['reviews', 'Reviews', [ZERO_WIDTH, ALL, FRAME, ENTITY]],
    ['reports', 'Reported messages', [ALL, FRAME, ZERO_WIDTH, ENTITY]],
    ['users', 'Users', [FRAME]],
    ['messages', 'Messages', [FRAME, ENTITY, ALL]],
    ['audit', 'Audit log', [FRAME, ZERO_WIDTH]],
  ] as const)('shows the %s as text', async (section, heading, texts) => {
    installHostileApi();
    renderApp(`/admin?section=${section}`, { auth: signedInAs('admin') });
    await screen.findByRole('heading', { level: 2, name: heading });
    await expectShownAsText(texts);
  });
});
