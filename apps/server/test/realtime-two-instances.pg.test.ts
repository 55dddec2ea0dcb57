import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, quoteIdent, type DatabaseConnection } from '../src/db/client';
import { messages } from '../src/db/schema';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { joinedBookings, joinedMessages, tokenOf } from './helpers/realtime';
import { bookingRequest, insertStay, signedInAccount, type SignedInAccount } from './helpers/stays';
import { apiKey, TEST_JWT_SECRET, testConfig } from './helpers/test-app';

/**
 * Issue 6: with two server instances on one PostgreSQL, a booking made through one reaches a socket
 * held by the other (LISTEN/NOTIFY); so does a guest's message to a host (decision 036). Two real server processes (src/main.ts, as `npm run dev` starts
 * it) share a database made for this test; the test process only makes the fixtures.
 *
 * A database rather than a schema: src/main.ts migrates the `public` schema of DATABASE_URL (with its
 * bookkeeping in the `drizzle` schema), so a schema chosen through the URL's `options` would get the
 * migrations applied a second time and the server would not start.
 */
const url = process.env.DATABASE_URL;
if (!url) {
  throw new Error(
    'DATABASE_URL is not set. The two-instance realtime test needs a PostgreSQL server it may create a database on, e.g.\n' +
      '  DATABASE_URL=postgres://orchim:orchim@127.0.0.1:5432/orchim_test npm run test:server:two-instances -w @orchim/server',
  );
}

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const databaseName = `orchim_two_instances_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const databaseUrl = Object.assign(new URL(url), { pathname: `/${databaseName}` }).href;

let dataDir: string;
let database: DatabaseConnection;
let fixtures: FastifyInstance;
const servers: ServerProcess[] = [];
const sockets: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  await admin(`create database ${quoteIdent(databaseName)}`);
  dataDir = await mkdtemp(join(tmpdir(), 'orchim-two-instances-'));
  // Both at once, as a deployment starts them: the migrations lock keeps them from migrating twice.
  servers.push(...(await Promise.all(['a', 'b'].map((name) => startServer(name)))));
  database = await openDatabase({ url: databaseUrl });
  fixtures = await buildApp(await testConfig({ databaseUrl }), { database });
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await Promise.all(servers.map((server) => server.stop()));
  await fixtures?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await admin(`drop database if exists ${quoteIdent(databaseName)} with (force)`);
});

it('a booking made through instance A reaches the host and guest sockets held by instance B', async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const host = await signedInAccount(fixtures, { name: 'host', fullName: 'Rivka Mintz', userType: 'host' });
  const guest = await signedInAccount(fixtures, { fullName: 'Mendel Goldberg' });
  const stay = await insertStay(fixtures, host.user);

  const [hostOnB, guestOnB, hostOnA] = await Promise.all([
    joinedBookings(b.baseUrl, tokenOf(await host.headers())),
    joinedBookings(b.baseUrl, tokenOf(await guest.headers())),
    joinedBookings(a.baseUrl, tokenOf(await host.headers())),
  ]);
  sockets.push(hostOnB, guestOnB, hostOnA);

  // The servers run on today's clock: dates well ahead of it.
  const checkIn = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const checkOut = new Date(Date.now() + 63 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${a.baseUrl}/rest/v1/bookings`, {
    method: 'POST',
    headers: { ...(await guest.headers()), 'content-type': 'application/json' },
    body: JSON.stringify(bookingRequest(stay.id, { checkIn, checkOut })),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id: bookingId } = (await response.json()) as { id: string };

  const created = { type: 'booking_created', bookingId, kind: 'stay', status: 'confirmed' };
  expect(await hostOnB.events.waitFor(() => true, 'the event on B')).toEqual({ ...created, role: 'host' });
  expect(await guestOnB.events.waitFor(() => true, "the guest's event on B")).toEqual({
    ...created,
    role: 'guest',
  });
  expect(await hostOnA.events.waitFor(() => true, 'the event on A')).toEqual({ ...created, role: 'host' });
});

it('a message posted through instance A reaches the host on instance B, and the guest on both', async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const host = await signedInAccount(fixtures, { name: 'host', fullName: 'Rivka Mintz', userType: 'host' });
  const guest = await signedInAccount(fixtures, { fullName: 'Mendel Goldberg' });
  const stay = await insertStay(fixtures, host.user);

  const [hostOnB, guestOnB, guestOnA] = await Promise.all([
    joinedMessages(b.baseUrl, tokenOf(await host.headers())),
    joinedMessages(b.baseUrl, tokenOf(await guest.headers())),
    joinedMessages(a.baseUrl, tokenOf(await guest.headers())),
  ]);
  sockets.push(hostOnB, guestOnB, guestOnA);

  const { id: conversationId } = await postAs(a, guest, '/rest/v1/conversations', {
    listingKind: 'stays',
    listingId: stay.id,
  });
  const { id: messageId } = await postAs(a, guest, `/rest/v1/conversations/${conversationId}/messages`, {
    body: 'Is there a crib?',
  });

  const created = { type: 'message_created', conversationId, messageId };
  expect(await hostOnB.events.waitFor(() => true, 'the event on B')).toEqual({ ...created, role: 'host' });
  expect(await guestOnB.events.waitFor(() => true, "the guest's event on B")).toEqual({
    ...created,
    role: 'guest',
  });
  expect(await guestOnA.events.waitFor(() => true, "the guest's event on A")).toEqual({
    ...created,
    role: 'guest',
  });
  // Instance B, which holds the host's socket, marks the message seen: no instance mails the host about it.
  await expect
    .poll(async () => {
      const [row] = await database.db
        .select({ notifiedAt: messages.notifiedAt })
        .from(messages)
        .where(eq(messages.id, messageId));
      return row?.notifiedAt;
    })
    .toBeInstanceOf(Date);
});

/** A POST of JSON to a server process as `account`; it must succeed. */
async function postAs(server: ServerProcess, account: SignedInAccount, path: string, body: object) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { ...(await account.headers()), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as { id: string };
}

/** `node --import tsx src/main.ts` on a free port of 127.0.0.1; resolves once it listens. */
async function startServer(name: string): Promise<ServerProcess> {
  return startServerProcess({
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: SERVER_DIR,
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      ANON_KEY: await apiKey('anon'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: join(dataDir, name),
      WEB_DIST: join(dataDir, 'no-web-build'),
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
    },
  });
}

/** A statement on the server's maintenance connection (the configured database). */
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
