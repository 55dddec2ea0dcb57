import { join, resolve } from 'node:path';
import { z } from 'zod';
import { verifyApiKey } from './lib/api-keys';
import { loadOrCreateSecrets, secretsFilePath } from './lib/embedded-secrets';
import { DEFAULT_WEB_DIST } from './paths';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The server's settings, read from the environment once at start (see loadConfig). */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute. Holds the embedded database (pglite/) and the generated secrets.json. */
  dataDir: string;
  /** PostgreSQL connection string; without it the server uses embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** The public API key (a JWT with role anon) handed to the browser by /app-config.json. */
  anonKey: string;
  /**
   * The site's origin as users reach it, e.g. https://orchim.example. Without it, links the server gives
   * away use the address it listens on (lib/site-origin.ts linkOrigin), never a request's Host.
   */
  publicUrl: string | undefined;
  /** Fastify's trustProxy: true, a hop count, or addresses/CIDRs of trusted proxies. */
  trustProxy: boolean | number | string;
  /** smtp(s):// URL mail is sent through; without it mail goes to the outbox table (and the log). */
  smtpUrl: string | undefined;
  /** The From of every mail, e.g. `Orchim <no-reply@orchim.example>`. */
  mailFrom: string;
  /** redis(s):// URL; with it rate-limit counters live in Redis, shared by every instance. */
  redisUrl: string | undefined;
  /**
   * How often this instance looks for messages whose reader was away, to mail them (seconds); 0: never
   * (another instance does it, or a test calls the sweep itself). Instances share the work safely.
   */
  awayMailEverySeconds: number;
  logLevel: LogLevel;
  seedDemo: boolean;
  /** Absolute path of the built web app (apps/web/dist). */
  webDist: string;
  /** Where the embedded secrets came from, when they were not given in the environment. */
  secretsFile: string | undefined;
  /**
   * Absolute. Where uploaded files are kept when there is no S3 bucket: STORAGE_DIR, else DATA_DIR/storage
   * (loadConfig always sets it; a Config built by hand without it means DATA_DIR/storage).
   */
  storageDir?: string;
  /** An S3-compatible bucket for uploaded files, instead of storageDir (all S3_* variables set). */
  s3?: S3Settings;
  /**
   * Online payment through Stripe Checkout (docs/decisions/039-online-payment.md): both STRIPE_* secrets
   * set. Without it bookings are paid on arrival.
   */
  stripe?: StripeSettings;
  /**
   * How often this instance expires lapsed payment holds and retries due refunds (seconds); 0: never (a
   * test calls the sweep itself). loadConfig always sets it; a Config built by hand without it means 0.
   */
  paymentSweepEverySeconds?: number;
  /**
   * Map tiles instead of the shipped street grid (docs/decisions/041-map.md): MAP_STYLE_URL, an XYZ URL
   * template, and MAP_ATTRIBUTION, the credit the tiles' provider asks for.
   */
  mapTiles?: MapTiles;
}

/** MAP_STYLE_URL and MAP_ATTRIBUTION. */
export interface MapTiles {
  /** e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; {s} for a subdomain, {r} for "@2x" screens. */
  url: string;
  attribution: string;
}

/** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and, for tests, STRIPE_API_URL. */
export interface StripeSettings {
  secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_...), which proves an event came from Stripe. */
  webhookSecret: string;
  /** Where the SDK sends its calls instead of api.stripe.com (a stand-in on loopback); unset in production. */
  api?: StripeApiAddress;
}

/** The SDK's host, port and protocol, as it takes them (it has no base URL option). */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** The S3_* variables: an S3-compatible service (AWS, MinIO, R2...) keeping the uploaded files. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key) rather than in the host name, as MinIO wants. */
  forcePathStyle: boolean;
}

/** A configuration the server cannot start with. The message is written for the person starting it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const KEYS_HINT = 'Make a JWT_SECRET and a matching ANON_KEY with: npm run keys:generate -w @orchim/server';

const flag = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']))
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const trustProxy = z.string().transform((value): boolean | number | string => {
  const normalised = value.trim().toLowerCase();
  if (normalised === 'true') return true;
  if (normalised === 'false') return false;
  if (/^\d+$/.test(normalised)) return Number(normalised);
  return value.trim(); // addresses, CIDRs or proxy-addr names such as "loopback"
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ANON_KEY: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  TRUST_PROXY: trustProxy.optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  AWAY_MAIL_EVERY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  SEED_DEMO: flag.optional(),
  WEB_DIST: z.string().optional(),
  STORAGE_DIR: z.string().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  // Secret keys are sk_... (or rk_... restricted); the webhook's signing secret is whsec_...: a swapped
  // pair is refused at start rather than at the first payment.
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_\S+$/, 'must be a Stripe secret key (sk_... or rk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\S+$/, "must be the webhook endpoint's signing secret (whsec_...)")
    .optional(),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .refine((value) => ['', '/'].includes(new URL(value).pathname), 'must be an origin, without a path')
    .optional(),
  PAYMENT_SWEEP_EVERY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // Leaflet's template: an http(s) address with {z}, {x} and {y}, and {s} only in the host name.
  MAP_STYLE_URL: z
    .string()
    .trim()
    .regex(
      /^https?:\/\/[a-z0-9.{}-]+(:\d+)?\/\S*$/i,
      'must be an http(s) tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    )
    .refine(
      (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
      'must have {z}, {x} and {y} in it, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    )
    .optional(),
  MAP_ATTRIBUTION: z.string().trim().max(300).optional(),
});

/** S3 storage needs all of these, or none (files then stay on disk). S3_FORCE_PATH_STYLE is optional. */
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

type Env = Record<string, string | undefined>;

/**
 * Parses the environment into a Config: the embedded default when nothing is set (PGlite and
 * secrets in ./data, demo data), strict in production (DATABASE_URL, JWT_SECRET and ANON_KEY required).
 * Throws ConfigError naming every problem at once.
 */
export async function loadConfig(env: Env = process.env, cwd = process.cwd()): Promise<Config> {
  // An empty variable (FOO= in a .env or compose file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variables:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';

  if (production) {
    // PUBLIC_URL too: mailed links (password recovery) must never be built from a request's Host header.
    const required = ['DATABASE_URL', 'JWT_SECRET', 'ANON_KEY', 'PUBLIC_URL'] as const;
    const missing = required.filter((name) => vars[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `NODE_ENV=production needs these environment variables, which are not set: ${missing.join(', ')}.\n${KEYS_HINT}`,
      );
    }
  }

  const dataDir = resolve(cwd, vars.DATA_DIR);
  const s3 = s3Settings(vars);
  const stripe = stripeSettings(vars);
  const { jwtSecret, anonKey, secretsFile } = await resolveSecrets(vars.JWT_SECRET, vars.ANON_KEY, dataDir);
  if ((await verifyApiKey(jwtSecret, anonKey)) !== 'anon') {
    throw new ConfigError(
      `ANON_KEY is not a JWT signed with JWT_SECRET (HS256) with role "anon".${secretsFile ? ` (read from ${secretsFile})` : ''}\n${KEYS_HINT}`,
    );
  }

  const publicUrl = vars.PUBLIC_URL?.replace(/\/+$/, '');
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    jwtSecret,
    anonKey,
    publicUrl,
    trustProxy: vars.TRUST_PROXY ?? false,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? `Orchim <no-reply@${publicUrl ? new URL(publicUrl).hostname : 'localhost'}>`,
    redisUrl: vars.REDIS_URL,
    awayMailEverySeconds: vars.AWAY_MAIL_EVERY_SECONDS,
    logLevel: vars.LOG_LEVEL ?? 'info',
    seedDemo: vars.SEED_DEMO ?? !production,
    webDist: vars.WEB_DIST ? resolve(cwd, vars.WEB_DIST) : DEFAULT_WEB_DIST,
    secretsFile,
    storageDir: vars.STORAGE_DIR ? resolve(cwd, vars.STORAGE_DIR) : join(dataDir, 'storage'),
    ...(s3 ? { s3 } : {}),
    ...(stripe ? { stripe } : {}),
    paymentSweepEverySeconds: vars.PAYMENT_SWEEP_EVERY_SECONDS,
    ...(vars.MAP_STYLE_URL
      ? { mapTiles: { url: vars.MAP_STYLE_URL, attribution: vars.MAP_ATTRIBUTION ?? '' } }
      : {}),
  };
}

/**
 * The origin a tile URL template loads images from, as a Content-Security-Policy source: its scheme, host
 * and port, with a {s} subdomain as a wildcard (https://{s}.tile.example.org → https://*.tile.example.org).
 */
export function tileImageSource(template: string): string {
  const match = /^(https?:\/\/[^/]+)/i.exec(template);
  return (match?.[1] ?? '').replace('{s}', '*');
}

/**
 * Stripe's settings when both secrets are set; neither means payment on arrival. One without the other,
 * or STRIPE_API_URL without them, is an error: the server would otherwise start taking bookings on arrival
 * while its operator believes they are paid online.
 */
function stripeSettings(vars: z.output<typeof envSchema>): StripeSettings | undefined {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: apiUrl } = vars;
  if (!secretKey && !webhookSecret) {
    if (apiUrl) {
      throw new ConfigError(
        'STRIPE_API_URL is set, but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not: set both to take payments online through Stripe, or unset STRIPE_API_URL.',
      );
    }
    return undefined;
  }
  if (!secretKey || !webhookSecret) {
    const [given, missing] = secretKey
      ? ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']
      : ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY'];
    throw new ConfigError(
      `${given} is set without ${missing}: online payment needs both (the API key, and the signing secret of the webhook endpoint /functions/v1/stripe/webhook). Set both, or neither to have guests pay on arrival.`,
    );
  }
  return { secretKey, webhookSecret, ...(apiUrl ? { api: stripeApiAddress(apiUrl) } : {}) };
}

/** An http(s) origin as the SDK's host, port and protocol (the port the scheme's own when none is given). */
export function stripeApiAddress(url: string): StripeApiAddress {
  const { protocol, hostname, port } = new URL(url);
  const scheme = protocol === 'http:' ? 'http' : 'https';
  return {
    // Node's http.request takes an IPv6 literal without its brackets.
    host: hostname.replace(/^\[(.*)\]$/, '$1'),
    port: port ? Number(port) : scheme === 'http' ? 80 : 443,
    protocol: scheme,
  };
}

/** The S3 settings when every required S3_* variable is set; none set means disk; some set is an error. */
function s3Settings(vars: z.output<typeof envSchema>): S3Settings | undefined {
  const given = [...S3_REQUIRED, 'S3_FORCE_PATH_STYLE' as const].filter((name) => vars[name] !== undefined);
  if (given.length === 0) return undefined;
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = vars;
  if (!endpoint || !bucket || !region || !accessKeyId || !secretAccessKey) {
    const missing = S3_REQUIRED.filter((name) => !vars[name]);
    throw new ConfigError(
      `S3 storage needs ${S3_REQUIRED.join(', ')} together, but ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set without ${missing.join(', ')}.\n` +
        'Set them all to keep uploaded files in an S3 bucket, or none to keep them on disk (STORAGE_DIR, by default DATA_DIR/storage).',
    );
  }
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? false,
  };
}

async function resolveSecrets(jwtSecret: string | undefined, anonKey: string | undefined, dataDir: string) {
  if (jwtSecret && anonKey) return { jwtSecret, anonKey, secretsFile: undefined };
  if (jwtSecret || anonKey) {
    // Half a pair cannot work: the anon key must be signed with the secret the server verifies with.
    const missing = jwtSecret ? 'ANON_KEY' : 'JWT_SECRET';
    throw new ConfigError(`${missing} is not set, but its pair is: set both or neither.\n${KEYS_HINT}`);
  }
  try {
    const secrets = await loadOrCreateSecrets(dataDir);
    return { ...secrets, secretsFile: secretsFilePath(dataDir) };
  } catch (error) {
    throw new ConfigError(`Could not read or create the secrets in ${dataDir}: ${(error as Error).message}`);
  }
}
