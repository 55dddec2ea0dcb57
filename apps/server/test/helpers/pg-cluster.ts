import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { appendFile, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster for tests that stop and start the database under a running server
 * (database-outage.pg.test.ts, e2e/database-outage.spec.ts): initdb and pg_ctl of the newest
 * /usr/lib/postgresql/<version>/bin (or PG_BIN_DIR) in a temp folder, on a free port of 127.0.0.1, with
 * trust authentication for its superuser `orchim` (nothing but this machine can reach it, and it lives for
 * one test file). PostgreSQL refuses to run as root: as root (CI) the cluster belongs to the `postgres`
 * system user, and its programs run through runuser, as scripts/ci-postgres.sh does with su.
 * Only node built-ins here: both the server suite and the Playwright suite import this file.
 */
export interface PgCluster {
  readonly port: number;
  /** postgres:// URL of a database of the cluster (`postgres`, which exists from the start, by default). */
  url(database?: string): string;
  /** Starts the server; resolves once it accepts connections. */
  start(): Promise<void>;
  /** pg_ctl stop: `fast` ends the sessions and shuts down cleanly, `immediate` kills the processes at once. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops the server if it runs and deletes the cluster's folder. */
  destroy(): Promise<void>;
}

const SUPERUSER = 'orchim';
const INSTALL_HINT = `Install them:
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y postgresql
or set PG_BIN_DIR to the folder that holds initdb and pg_ctl (PostgreSQL 15 or newer, with contrib).`;

/** Creates (initdb) and starts a cluster of its own. */
export async function createPgCluster(): Promise<PgCluster> {
  const binDir = postgresBinDir();
  const owner = await clusterOwner();
  const root = await mkdtemp(join(tmpdir(), 'orchim-pg-'));
  const dataDir = join(root, 'data');
  const logFile = join(root, 'postgres.log');
  if (owner) await chown(root, owner.uid, owner.gid);
  const run = (program: string, args: string[]) =>
    owner
      ? command('runuser', ['-u', owner.name, '--', join(binDir, program), ...args])
      : command(join(binDir, program), args);
  const port = await freePort();
  let running = false;

  const withLog = async (error: unknown) => {
    const log = await readFile(logFile, 'utf8').catch(() => '');
    return new Error(`${(error as Error).message}\n--- ${logFile} ---\n${log.slice(-4000)}`);
  };

  const cluster: PgCluster = {
    port,
    url: (database = 'postgres') => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`,
    async start() {
      await run('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start']).catch(async (error) => {
        throw await withLog(error);
      });
      running = true;
    },
    async stop(mode = 'fast') {
      await run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']).catch(async (error) => {
        throw await withLog(error);
      });
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };

  try {
    // No fsync anywhere: the data lives for one test file.
    await run('initdb', [
      '-D',
      dataDir,
      '-U',
      SUPERUSER,
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    // TCP on loopback only; no Unix socket, whose default folder needs the postgres user's rights.
    await appendFile(
      join(dataDir, 'postgresql.conf'),
      [
        '',
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = ''`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}

/** The newest installed PostgreSQL's programs, as scripts/ci-postgres.sh picks them. */
function postgresBinDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  const candidates = fromEnv
    ? [fromEnv]
    : listDir('/usr/lib/postgresql')
        .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))
        .map((version) => join('/usr/lib/postgresql', version, 'bin'));
  const found = candidates.find((dir) =>
    ['initdb', 'pg_ctl', 'postgres'].every((name) => isExecutable(join(dir, name))),
  );
  if (found) return found;
  throw new Error(
    `PostgreSQL's server programs (initdb, pg_ctl, postgres) were not found ${
      fromEnv ? `in PG_BIN_DIR=${fromEnv}` : 'in /usr/lib/postgresql/<version>/bin'
    }. This test starts and stops a PostgreSQL server of its own.\n${INSTALL_HINT}`,
  );
}

/** As root, the system user the cluster runs as (PostgreSQL will not run as root); else nobody else. */
async function clusterOwner(): Promise<{ name: string; uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const name = 'postgres';
  const ids = await Promise.all([command('id', ['-u', name]), command('id', ['-g', name])]).catch(() => null);
  if (!ids) {
    throw new Error(
      `Running as root, and PostgreSQL refuses to run as root: the cluster runs as the "${name}" system user, which does not exist.\n${INSTALL_HINT}`,
    );
  }
  return { name, uid: Number(ids[0].trim()), gid: Number(ids[1].trim()) };
}

/** Runs a program to its end; rejects with its output when it fails. Resolves with its standard output. */
function command(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    // pg_ctl start sends the server's output to its log file, so the server keeps none of these pipes open.
    child.once('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${file} ${args.join(' ')} failed (${code ?? signal}):\n${output}`));
    });
  });
}

/** A port of 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function listDir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
