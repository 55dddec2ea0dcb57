import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdminRole } from '../src/auth/admin-role';
import { createAccount, getUser, sessionOf } from './helpers/auth';
import { createTestApp } from './helpers/test-app';

/** `npm run admin:create -- <email>` (issue 7): the first admin of an install, from the server's shell. */

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('grantAdminRole', () => {
  it('makes a signed-up account an admin, keeping its other grants; its next session says so', async () => {
    const host = await createAccount(app, {
      userType: 'host',
      appMetadata: { provider: 'email', host_status: 'approved' },
    });
    const before = await sessionOf(app, host);
    expect((await getUser(app, before.access_token)).json().app_metadata.roles ?? []).not.toContain('admin');

    // Any spelling of the address finds it.
    expect(await grantAdminRole(app.db, `  ${host.email.toUpperCase()} `, app.clock())).toBe('granted');

    const after = await sessionOf(app, host);
    const user = (await getUser(app, after.access_token)).json();
    expect(user.app_metadata).toMatchObject({ roles: ['admin'], host_status: 'approved', provider: 'email' });
  });

  it('says so when the account is an admin already, and changes nothing', async () => {
    const account = await createAccount(app, { appMetadata: { provider: 'email', roles: ['admin'] } });
    expect(await grantAdminRole(app.db, account.email, app.clock())).toBe('already_admin');
    const user = (await getUser(app, (await sessionOf(app, account)).access_token)).json();
    expect(user.app_metadata.roles).toEqual(['admin']);
  });

  it('makes no account: an unknown address is refused', async () => {
    expect(await grantAdminRole(app.db, 'nobody-here@example.com', app.clock())).toBe('no_such_user');
  });
});

describe('the command', () => {
  const run = promisify(execFile);
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'orchim-admin-create-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const command = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/scripts/admin-create.ts', ...args], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'development' },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('asks for one email', async () => {
    const answer = await command([]);
    expect(answer.code).toBe(2);
    expect(answer.stderr).toContain('Usage: npm run admin:create -- <email');
  });

  it('on a fresh install, tells to sign up first and fails', async () => {
    const answer = await command(['first-admin@example.com']);
    expect(answer.code).toBe(1);
    expect(answer.stdout).toContain('No account uses first-admin@example.com. Sign up on the site first');
  }, 60_000);
});
