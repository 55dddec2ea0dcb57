import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { signApiKey, verifyApiKey } from '../src/lib/api-keys';
import { TEST_JWT_SECRET } from './helpers/test-app';

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'orchim-config-'));
});
afterEach(() => rm(cwd, { recursive: true, force: true }));

async function configError(env: Record<string, string>): Promise<string> {
  const error = await loadConfig(env, cwd).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).message;
}

describe('loadConfig: the embedded default', () => {
  it('needs no variable at all', async () => {
    const config = await loadConfig({}, cwd);
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      host: '0.0.0.0',
      dataDir: join(cwd, 'data'),
      databaseUrl: undefined,
      publicUrl: undefined,
      trustProxy: false,
      logLevel: 'info',
      seedDemo: true,
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
    expect(await verifyApiKey(config.jwtSecret, config.anonKey)).toBe('anon');
  });

  it('generates the JWT secret and anon key once into DATA_DIR/secrets.json (mode 0600) and reuses them', async () => {
    const first = await loadConfig({ DATA_DIR: 'state' }, cwd);
    const file = join(cwd, 'state', 'secrets.json');
    expect(first.secretsFile).toBe(file);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      jwtSecret: first.jwtSecret,
      anonKey: first.anonKey,
    });

    const second = await loadConfig({ DATA_DIR: 'state' }, cwd);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.anonKey).toBe(first.anonKey);

    const elsewhere = await loadConfig({ DATA_DIR: 'other' }, cwd);
    expect(elsewhere.jwtSecret).not.toBe(first.jwtSecret);
  });

  it('refuses a damaged secrets file instead of silently replacing it', async () => {
    await loadConfig({ DATA_DIR: 'state' }, cwd);
    await writeFile(join(cwd, 'state', 'secrets.json'), '{"jwtSecret": 1}');
    expect(await configError({ DATA_DIR: 'state' })).toContain('not a valid secrets file');
  });

  it('reads every variable', async () => {
    const anonKey = await signApiKey(TEST_JWT_SECRET, 'anon');
    const config = await loadConfig(
      {
        NODE_ENV: 'test',
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/orchim',
        DATABASE_URL: 'postgres://orchim:orchim@db:5432/orchim',
        JWT_SECRET: TEST_JWT_SECRET,
        ANON_KEY: anonKey,
        PUBLIC_URL: 'https://orchim.example/',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        WEB_DIST: 'web',
        SMTP_URL: 'smtps://orchim:secret@mail.example:465',
        MAIL_FROM: 'Orchim <hello@orchim.example>',
        REDIS_URL: 'redis://cache:6379/0',
        AWAY_MAIL_EVERY_SECONDS: '0',
      },
      cwd,
    );
    expect(config).toMatchObject({
      env: 'test',
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/lib/orchim',
      databaseUrl: 'postgres://orchim:orchim@db:5432/orchim',
      jwtSecret: TEST_JWT_SECRET,
      anonKey,
      publicUrl: 'https://orchim.example',
      trustProxy: 1,
      logLevel: 'warn',
      seedDemo: false,
      webDist: join(cwd, 'web'),
      secretsFile: undefined,
      smtpUrl: 'smtps://orchim:secret@mail.example:465',
      mailFrom: 'Orchim <hello@orchim.example>',
      redisUrl: 'redis://cache:6379/0',
      awayMailEverySeconds: 0,
    });
  });

  it('sends mail from no-reply at the public host by default, and keeps mail in the outbox without SMTP_URL', async () => {
    expect(await loadConfig({ PUBLIC_URL: 'https://orchim.example' }, cwd)).toMatchObject({
      mailFrom: 'Orchim <no-reply@orchim.example>',
      smtpUrl: undefined,
      redisUrl: undefined,
    });
    expect((await loadConfig({}, cwd)).mailFrom).toBe('Orchim <no-reply@localhost>');
  });

  it('looks for away readers to mail every 30 seconds unless told otherwise', async () => {
    expect((await loadConfig({}, cwd)).awayMailEverySeconds).toBe(30);
    expect(await configError({ AWAY_MAIL_EVERY_SECONDS: '-1' })).toContain('AWAY_MAIL_EVERY_SECONDS');
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, loopback', '10.0.0.0/8, loopback'],
  ])('reads TRUST_PROXY=%s', async (value, expected) => {
    expect((await loadConfig({ TRUST_PROXY: value }, cwd)).trustProxy).toEqual(expected);
  });

  it('treats empty variables as unset', async () => {
    const config = await loadConfig({ PORT: '', DATABASE_URL: '', SEED_DEMO: ' ' }, cwd);
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('names each invalid variable', async () => {
    const message = await configError({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      LOG_LEVEL: 'loud',
      SEED_DEMO: 'maybe',
      PUBLIC_URL: 'ftp://x',
      SMTP_URL: 'http://mail.example',
      REDIS_URL: 'memcached://cache',
    });
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'LOG_LEVEL',
      'SEED_DEMO',
      'PUBLIC_URL',
      'SMTP_URL',
      'REDIS_URL',
    ]) {
      expect(message).toContain(name);
    }
  });

  it('refuses half a key pair', async () => {
    expect(await configError({ JWT_SECRET: TEST_JWT_SECRET })).toContain('ANON_KEY is not set');
    const anonKey = await signApiKey(TEST_JWT_SECRET, 'anon');
    expect(await configError({ ANON_KEY: anonKey })).toContain('JWT_SECRET is not set');
  });
});

describe('loadConfig in production', () => {
  it('refuses to start without DATABASE_URL, JWT_SECRET, ANON_KEY and PUBLIC_URL, naming every one', async () => {
    const message = await configError({ NODE_ENV: 'production' });
    expect(message).toContain('DATABASE_URL, JWT_SECRET, ANON_KEY, PUBLIC_URL');
    expect(message).toContain('npm run keys:generate');
  });

  it('names only what is missing', async () => {
    const message = await configError({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://localhost/orchim',
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: 'https://orchim.example',
    });
    expect(message).toContain('not set: ANON_KEY.');
    expect(message).not.toContain('DATABASE_URL');
  });

  it('does not generate secrets into DATA_DIR', async () => {
    await configError({ NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/orchim' });
    await expect(stat(join(cwd, 'data', 'secrets.json'))).rejects.toThrow();
  });

  it.each([
    ['signed with another secret', () => signApiKey('a-completely-different-secret-0123456789', 'anon')],
    ['with role service_role', () => signApiKey(TEST_JWT_SECRET, 'service_role')],
    ['that is not a JWT', async () => 'anon'],
  ])('refuses an ANON_KEY %s', async (_name, makeKey) => {
    const message = await configError({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://localhost/orchim',
      JWT_SECRET: TEST_JWT_SECRET,
      ANON_KEY: await makeKey(),
      PUBLIC_URL: 'https://orchim.example',
    });
    expect(message).toContain('ANON_KEY is not a JWT signed with JWT_SECRET');
  });

  it('refuses a short JWT_SECRET', async () => {
    const message = await configError({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://localhost/orchim',
      JWT_SECRET: 'short',
      ANON_KEY: 'x',
    });
    expect(message).toContain('JWT_SECRET: must be at least 32 characters');
  });

  it('starts with all four, and seeds no demo data unless asked', async () => {
    const config = await loadConfig(
      {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://localhost/orchim',
        JWT_SECRET: TEST_JWT_SECRET,
        ANON_KEY: await signApiKey(TEST_JWT_SECRET, 'anon'),
        PUBLIC_URL: 'https://orchim.example',
      },
      cwd,
    );
    expect(config.seedDemo).toBe(false);
  });
});

describe('loadConfig: where uploaded files go', () => {
  const S3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'orchim-photos',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'orchim',
    S3_SECRET_ACCESS_KEY: 'orchim-secret',
  };

  it('keeps them on disk in DATA_DIR/storage by default, or in STORAGE_DIR', async () => {
    const config = await loadConfig({ DATA_DIR: 'state' }, cwd);
    expect(config.storageDir).toBe(join(cwd, 'state', 'storage'));
    expect(config.s3).toBeUndefined();
    expect((await loadConfig({ STORAGE_DIR: '/srv/uploads' }, cwd)).storageDir).toBe('/srv/uploads');
  });

  it('keeps them in an S3 bucket when every S3 setting is given (path style off unless asked)', async () => {
    expect((await loadConfig(S3, cwd)).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'orchim-photos',
      region: 'us-east-1',
      accessKeyId: 'orchim',
      secretAccessKey: 'orchim-secret',
      forcePathStyle: false,
    });
    expect((await loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true' }, cwd)).s3?.forcePathStyle).toBe(true);
  });

  it('refuses some S3 settings without the others, naming what is missing', async () => {
    const message = await configError({ S3_BUCKET: 'orchim-photos', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(message).toContain(
      'S3_ENDPOINT, S3_BUCKET are set without S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(message).toContain('or none to keep them on disk');
    expect(await configError({ S3_FORCE_PATH_STYLE: 'true' })).toContain(
      'S3_FORCE_PATH_STYLE is set without S3_ENDPOINT, S3_BUCKET',
    );
  });

  it('refuses an S3 endpoint that is not an http(s) URL', async () => {
    expect(await configError({ ...S3, S3_ENDPOINT: 's3.example' })).toContain(
      'S3_ENDPOINT: must be an http(s) URL',
    );
  });
});

describe('loadConfig: online payment through Stripe', () => {
  const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

  it('takes payment on arrival without Stripe settings, and sweeps payments every minute', async () => {
    const config = await loadConfig({}, cwd);
    expect(config.stripe).toBeUndefined();
    expect(config.paymentSweepEverySeconds).toBe(60);
    expect((await loadConfig({ PAYMENT_SWEEP_EVERY_SECONDS: '0' }, cwd)).paymentSweepEverySeconds).toBe(0);
    expect(await configError({ PAYMENT_SWEEP_EVERY_SECONDS: '-1' })).toContain('PAYMENT_SWEEP_EVERY_SECONDS');
  });

  it('takes payment online with both secrets, against api.stripe.com unless STRIPE_API_URL says otherwise', async () => {
    expect((await loadConfig(STRIPE, cwd)).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
    });
    expect(
      (await loadConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' }, cwd)).stripe?.api,
    ).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(
      (await loadConfig({ ...STRIPE, STRIPE_API_URL: 'https://stripe.internal/' }, cwd)).stripe?.api,
    ).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect((await loadConfig({ ...STRIPE, STRIPE_API_URL: 'http://[::1]:9' }, cwd)).stripe?.api?.host).toBe(
      '::1',
    );
  });

  it('refuses one secret without the other, saying which is missing', async () => {
    expect(await configError({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toContain(
      'STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: online payment needs both',
    );
    expect(await configError({ STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })).toContain(
      'STRIPE_WEBHOOK_SECRET is set without STRIPE_SECRET_KEY',
    );
    expect(await configError({ STRIPE_API_URL: 'http://127.0.0.1:12111' })).toContain(
      'STRIPE_API_URL is set, but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not',
    );
  });

  it('refuses values that are not what their name says', async () => {
    const swapped = await configError({
      STRIPE_SECRET_KEY: 'whsec_abc123',
      STRIPE_WEBHOOK_SECRET: 'sk_test_abc123',
    });
    expect(swapped).toContain('STRIPE_SECRET_KEY: must be a Stripe secret key');
    expect(swapped).toContain("STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret");
    expect(await configError({ ...STRIPE, STRIPE_API_URL: 'ftp://stripe.internal' })).toContain(
      'STRIPE_API_URL: must be an http(s) URL',
    );
    expect(await configError({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111/v1' })).toContain(
      'STRIPE_API_URL: must be an origin, without a path',
    );
  });
});
