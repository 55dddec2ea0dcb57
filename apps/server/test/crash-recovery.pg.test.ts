import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, todayInNewYork } from '@orchim/shared';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir, quoteIdent, type DatabaseConnection } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import {
  attemptBooking,
  bookUntilKilled,
  getAs,
  listedBookings,
  loadAttempts,
  makeCrashFixtures,
  noOverlapConstraint,
  overlappingCalendarRows,
  storedStayBookings,
  strayCalendarRows,
  type Attempt,
  type CrashFixtures,
  type Outcome,
} from './helpers/crash-recovery';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { apiKey, migratedSnapshot, TEST_JWT_SECRET } from './helpers/test-app';

/**
 * Issue 8, crash: on each engine a real server process (src/main.ts) books under load and gets a
 * SIGKILL while requests are in flight, twice; restarted on the same data, it still has every booking
 * it answered 201, none twice, and the ones it never answered are whole or absent
 * (docs/decisions/016-crash-safety.md).
 *
 * Both engines live in this file, run by the process suite (vitest.pg.config.ts), which CI runs once:
 * the server suite runs twice in CI (PGlite, then PostgreSQL), and a PGlite-only test there would
 * spend its ~20 s twice for the same result. The PostgreSQL half needs DATABASE_URL; the PGlite half
 * runs without it (`npx vitest run --config vitest.pg.config.ts crash-recovery -t PGlite`).
 */
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const STAYS = 12;
const GUESTS = 6;
/** Requests in flight at any moment: several per guest, more than PostgreSQL's pool has connections. */
const CONCURRENCY = 12;
/** Bookings answered before each kill; far fewer than a round's attempts, so the kill meets a busy server. */
const KILL_AFTER = 40;
/** The kill comes within this long after the KILL_AFTER-th answer (a booking takes a few ms). */
const KILL_JITTER_MS = 25;
const ATTEMPTS_PER_ROUND = 240;
const ROUNDS = 2;

interface Engine {
  dataDir: string;
  databaseUrl?: string;
  /** Makes the migrated, empty database and opens it. */
  create(): Promise<DatabaseConnection>;
  /** The database from the test process: on PGlite only while no server runs. */
  open(): Promise<DatabaseConnection>;
  dispose(): Promise<void>;
}

let engine: Engine | undefined;
afterEach(async () => {
  await engine?.dispose();
  engine = undefined;
});

describe('crash recovery: kill -9 under load, twice, then restart on the same data', () => {
  it('on a file-backed PGlite (DATA_DIR/pglite)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'orchim-crash-pglite-'));
    engine = {
      dataDir,
      // A copy of the test suite's migrated template skips initdb, seconds in WebAssembly.
      create: async () => openDatabase({ dataDir: pgliteDir(dataDir), snapshot: await migratedSnapshot() }),
      open: () => openDatabase({ dataDir: pgliteDir(dataDir) }),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
    await crashAndRecover(engine);
  }, 120_000);

  it('on PostgreSQL (a database of its own on DATABASE_URL)', async () => {
    const url = process.env.DATABASE_URL;
    if (!url) {
      throw new Error(
        'DATABASE_URL is not set: the PostgreSQL crash test needs a server it may create a database on, e.g.\n' +
          '  export DATABASE_URL=$(bash scripts/ci-postgres.sh); npm run test:server:two-instances -w @orchim/server',
      );
    }
    const name = `orchim_crash_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const databaseUrl = Object.assign(new URL(url), { pathname: `/${name}` }).href;
    const dataDir = await mkdtemp(join(tmpdir(), 'orchim-crash-postgres-'));
    engine = {
      dataDir,
      databaseUrl,
      create: async () => {
        await maintenance(url, `create database ${quoteIdent(name)}`);
        const database = await openDatabase({ url: databaseUrl });
        await runMigrations(database);
        return database;
      },
      open: () => openDatabase({ url: databaseUrl }),
      dispose: async () => {
        await maintenance(url, `drop database if exists ${quoteIdent(name)} with (force)`);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
    await crashAndRecover(engine);
  }, 120_000);
});

async function crashAndRecover(engine: Engine) {
  // The fixtures, before any server runs (PGlite: one process at a time on the files).
  const setup = await engine.create();
  let fixtures: CrashFixtures;
  try {
    fixtures = await makeCrashFixtures(setup, { stays: STAYS, guests: GUESTS });
  } finally {
    await setup.close();
  }

  const today = todayInNewYork(new Date());
  const outcomes: Outcome[] = [];
  let server = await startServer(engine);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // Each round books nights of its own, months apart from the other's.
      const attempts = loadAttempts(fixtures, addDays(today, 30 + round * 120), ATTEMPTS_PER_ROUND);
      const killed = server;
      const load = await bookUntilKilled(killed.baseUrl, fixtures, attempts, {
        concurrency: CONCURRENCY,
        killAfter: KILL_AFTER,
        jitterMs: KILL_JITTER_MS,
        kill: () => killed.kill(),
      });
      outcomes.push(...load.outcomes);
      expect(load.inFlightAtKill, 'requests in flight when the kill was sent').toBeGreaterThan(0);
      expectOnlyContestedRefusals(attempts, load.outcomes);

      server = await startServer(engine);
      await expectServing(server, fixtures, addDays(today, 400 + round * 10), outcomes);
      await expectListedOnce(server, fixtures, outcomes);
    }
    expect(await server.stop(), server.output()).toBe(0);
  } finally {
    await server.kill();
  }

  // What is stored, read with SQL once the last server has stopped.
  const database = await engine.open();
  try {
    await expectStoredExactly(database, fixtures, outcomes);
  } finally {
    await database.close();
  }
}

async function startServer(engine: Engine): Promise<ServerProcess> {
  return startServerProcess({
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: SERVER_DIR,
    env: {
      NODE_ENV: 'test',
      // Empty is unset: the file-backed PGlite in DATA_DIR/pglite.
      DATABASE_URL: engine.databaseUrl ?? '',
      DATA_DIR: engine.dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      ANON_KEY: await apiKey('anon'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(engine.dataDir, 'no-web-build'),
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
    },
  });
}

/** Every answered refusal is the 409 of nights another attempt asked for too (the race it lost). */
function expectOnlyContestedRefusals(attempts: Attempt[], outcomes: Outcome[]) {
  const asked = new Map<string, number>();
  for (const attempt of attempts) asked.set(slotOf(attempt), (asked.get(slotOf(attempt)) ?? 0) + 1);
  for (const outcome of outcomes) {
    if (outcome.answer !== 'refused') continue;
    expect(outcome.status, outcome.body).toBe(409);
    expect(JSON.parse(outcome.body)).toMatchObject({ message: 'This booking is no longer available' });
    expect(asked.get(slotOf(outcome.attempt))).toBe(2);
  }
}

/** After the restart: /health is ok and a new booking is made (and counted with the others). */
async function expectServing(
  server: ServerProcess,
  fixtures: CrashFixtures,
  night: string,
  outcomes: Outcome[],
) {
  const health = await fetch(`${server.baseUrl}/health`);
  expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
  const attempt = {
    guest: 0,
    stayId: fixtures.stayIds[0]!,
    checkIn: night,
    checkOut: addDays(night, 2),
    duplicate: false,
  };
  const outcome = await attemptBooking(server.baseUrl, fixtures, attempt);
  expect(outcome, server.output()).toMatchObject({ answer: 'created' });
  outcomes.push(outcome);
  const created = outcome as Extract<Outcome, { answer: 'created' }>;
  const { status, body } = await getAs<{ stay: { id: string } }>(
    server.baseUrl,
    fixtures.guestHeaders[0]!,
    `/rest/v1/bookings/${created.bookingId}`,
  );
  expect(status).toBe(200);
  expect(body.stay.id).toBe(attempt.stayId);
}

/** Through the API: each guest's list has every booking answered 201 to them once, and no nights twice. */
async function expectListedOnce(server: ServerProcess, fixtures: CrashFixtures, outcomes: Outcome[]) {
  for (const [guest, headers] of fixtures.guestHeaders.entries()) {
    const listed = await listedBookings(server.baseUrl, headers);
    const slots = listed.map((item) => `${item.stay?.id} ${item.stay?.checkIn} ${item.stay?.checkOut}`);
    expect(new Set(slots).size, 'the same nights booked twice').toBe(slots.length);
    for (const outcome of outcomes) {
      if (outcome.answer !== 'created' || outcome.attempt.guest !== guest) continue;
      const found = listed.filter((item) => item.id === outcome.bookingId);
      expect(found, `booking ${outcome.bookingId} answered 201`).toHaveLength(1);
      expect(found[0]).toMatchObject({ status: 'confirmed', stay: stayOf(outcome.attempt) });
    }
  }
}

/**
 * With SQL: each booking answered 201 is there; every stored booking is one attempt's (none twice,
 * none made from an answered refusal) and whole (its calendar row holds exactly its nights); no
 * overlapping nights on a stay, and the exclusion constraint that forbids them is in place.
 */
async function expectStoredExactly(
  database: DatabaseConnection,
  fixtures: CrashFixtures,
  outcomes: Outcome[],
) {
  expect(await noOverlapConstraint(database)).toEqual([{ type: 'x', validated: true }]);
  expect(await overlappingCalendarRows(database)).toBe(0);
  expect(await strayCalendarRows(database)).toBe(0);

  const stored = await storedStayBookings(database);
  const byId = new Map(stored.map((row) => [row.id, row]));
  const storedFor = new Map<string, number>();
  for (const row of stored) {
    expect(row, 'a whole booking: one calendar row, of its nights').toMatchObject({
      status: 'confirmed',
      calendarRows: 1,
      matchingCalendarRows: 1,
    });
    const key = `${row.guestId} ${row.stayId} ${row.checkIn} ${row.checkOut}`;
    storedFor.set(key, (storedFor.get(key) ?? 0) + 1);
  }
  expect(
    [...storedFor.values()].filter((count) => count > 1),
    'the same booking stored twice',
  ).toEqual([]);

  const asked = new Set(outcomes.map(({ attempt }) => guestSlotOf(fixtures, attempt)));
  for (const key of storedFor.keys()) expect(asked.has(key), `${key} was never asked for`).toBe(true);
  for (const outcome of outcomes) {
    const key = guestSlotOf(fixtures, outcome.attempt);
    if (outcome.answer === 'created') {
      expect(byId.get(outcome.bookingId), `booking ${outcome.bookingId} answered 201`).toMatchObject({
        guestId: fixtures.guestIds[outcome.attempt.guest],
        stayId: outcome.attempt.stayId,
        checkIn: outcome.attempt.checkIn,
        checkOut: outcome.attempt.checkOut,
      });
    } else if (outcome.answer === 'refused') {
      expect(storedFor.has(key), `${key} was refused (${outcome.status})`).toBe(false);
    }
  }
  // Some bookings were cut off by the kills; whether they were stored is up to the moment of the kill.
  expect(outcomes.some((outcome) => outcome.answer === 'none')).toBe(true);
}

const slotOf = (attempt: Attempt) => `${attempt.stayId} ${attempt.checkIn} ${attempt.checkOut}`;
const guestSlotOf = (fixtures: CrashFixtures, attempt: Attempt) =>
  `${fixtures.guestIds[attempt.guest]} ${slotOf(attempt)}`;
const stayOf = (attempt: Attempt) => ({
  id: attempt.stayId,
  checkIn: attempt.checkIn,
  checkOut: attempt.checkOut,
});

/** A statement on DATABASE_URL's own database (creating and dropping this test's). */
async function maintenance(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
