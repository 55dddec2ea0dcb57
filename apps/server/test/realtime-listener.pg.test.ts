import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, quoteIdent, type DatabaseConnection } from '../src/db/client';
import { rowsOf } from '../src/db/migrate';
import { Inbox } from './helpers/realtime';

/**
 * DatabaseConnection.listen on PostgreSQL: one connection of its own outside the pool, which comes back
 * by itself (and LISTENs again) when the server drops it, and which close() ends for good.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set: the listener tests need a PostgreSQL server.');

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await openDatabase({ url });
});
afterAll(() => connection.close());

/** Backends whose last statement was the LISTEN on `channel`: the listening connection. */
async function listeners(channel: string): Promise<number[]> {
  const result = await connection.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and query = ${`listen ${quoteIdent(channel)}`}`,
  );
  return rowsOf<{ pid: number }>(result).map((row) => row.pid);
}

/** Checks `condition` every 50 ms until it holds, for up to 15 s (the reconnection backoff starts at 250 ms). */
async function eventually(condition: () => Promise<boolean>, what: string) {
  for (const started = Date.now(); Date.now() - started < 15_000; await delay(50)) {
    if (await condition()) return;
  }
  throw new Error(`timed out waiting for ${what}`);
}

it('delivers NOTIFY payloads, reconnects and LISTENs again after its connection is killed, and stops on close', async () => {
  const channel = `test_${randomUUID().replaceAll('-', '')}`;
  const received = new Inbox<string>();
  const own = await openDatabase({ url });
  const stop = await own.listen(channel, (payload) => received.push(payload));
  try {
    await connection.db.execute(sql`select pg_notify(${channel}, 'before')`);
    await received.waitFor((payload) => payload === 'before', 'the first notification');

    const [first] = await listeners(channel);
    expect(first).toBeDefined();
    await connection.db.execute(sql`select pg_terminate_backend(${first})`);
    await eventually(
      async () => (await listeners(channel)).some((pid) => pid !== first),
      'a new listening backend',
    );

    await connection.db.execute(sql`select pg_notify(${channel}, 'after')`);
    await received.waitFor((payload) => payload === 'after', 'the notification after reconnecting');
  } finally {
    await stop();
    await own.close();
  }
  await eventually(async () => (await listeners(channel)).length === 0, 'the listener to end');
});
