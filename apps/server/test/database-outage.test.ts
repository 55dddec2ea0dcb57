import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_CONNECTION_LIMITS } from '../src/db/client';
import { isDatabaseUnavailable, unavailableReason } from '../src/db/connection-errors';
import { createTestApp } from './helpers/test-app';

/**
 * Issue 8, in process: which failures mean "the database cannot be reached" (503) rather than a bug
 * (500), with the errors node-postgres really gives against servers that refuse, hang up or never answer.
 * database-outage.pg.test.ts stops a real PostgreSQL under a real server process.
 */

/** A TCP server standing in for PostgreSQL's port; `onConnection` decides what it does with a client. */
async function fakePostgres(
  onConnection: (socket: Socket) => void,
): Promise<{ url: string; server: Server }> {
  const server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `postgres://orchim@127.0.0.1:${port}/orchim`, server };
}

/** What `select 1` through drizzle on a pool with the server's limits throws against `url`. */
async function failureAgainst(url: string): Promise<unknown> {
  const pool = new pg.Pool({ connectionString: url, ...POSTGRES_CONNECTION_LIMITS });
  pool.on('error', () => {});
  try {
    await drizzle({ client: pool }).execute(sql`select 1`);
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
  throw new Error(`select 1 succeeded against ${url}`);
}

/** An error as node-postgres reports one the server sent (`code` is the SQLSTATE). */
function serverError(code: string, message: string) {
  return Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code });
}
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isDatabaseUnavailable', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  it('recognises a refused connection (the server is stopped)', async () => {
    const { url, server } = await fakePostgres(() => {});
    await new Promise((resolve) => server.close(resolve));
    const error = await failureAgainst(url);
    expect(unavailableReason(error)).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a connection the server closes (a restart, a proxy giving up)', async () => {
    const { url, server } = await fakePostgres((socket) => socket.destroy());
    servers.push(server);
    const error = await failureAgainst(url);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a server that never answers, after the connection timeout rather than never', async () => {
    const held: Socket[] = [];
    const { url, server } = await fakePostgres((socket) => void held.push(socket));
    servers.push(server);
    const error = await failureAgainst(url);
    held.forEach((socket) => socket.destroy());
    expect(unavailableReason(error).reason).toMatch(/timeout/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['08006', 'connection failure'],
    ['08001', 'could not connect'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
  ])('recognises SQLSTATE %s (%s), also wrapped by drizzle', (code, message) => {
    expect(isDatabaseUnavailable(serverError(code, message))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(serverError(code, message)))).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(serverError('23505', 'duplicate key value violates unique constraint'))],
    ['a syntax error', wrapped(serverError('42601', 'syntax error at or near "selec"'))],
    ['a statement timeout', wrapped(serverError('57014', 'canceling statement due to statement timeout'))],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('leaves %s alone (a 500)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the error handler while the database is away', () => {
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  let refused: string;
  beforeAll(async () => {
    const { url, server } = await fakePostgres(() => {});
    await new Promise((resolve) => server.close(resolve));
    refused = url;
    app = await createTestApp({
      logLevel: 'warn',
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      extend: async (scope) => {
        // A route whose database is gone, and one with an ordinary bug.
        scope.get('/test/outage', async () => {
          throw await failureAgainst(refused);
        });
        scope.get('/test/bug', async () => {
          throw wrapped(serverError('42601', 'syntax error at or near "selec"'));
        });
      },
    });
  });
  afterAll(() => app.close());

  it('answers 503 service_unavailable, not to be cached, with a Retry-After, and logs one line without a stack', async () => {
    const from = lines.length;
    const response = await app.inject({ method: 'GET', url: '/test/outage' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'service_unavailable',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['cache-control']).toBe('no-store');
    const logged = lines.slice(from);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 40, msg: 'database unavailable', code: 'ECONNREFUSED' });
    expect(JSON.stringify(logged[0])).not.toContain('stack');
  });

  it('still answers other database errors 500 internal_error, logged with their stack', async () => {
    const from = lines.length;
    const response = await app.inject({ method: 'GET', url: '/test/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal_error' });
    expect(lines.slice(from)).toEqual([expect.objectContaining({ level: 50, msg: 'request failed' })]);
  });
});
