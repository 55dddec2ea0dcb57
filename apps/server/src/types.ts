import type { RequestUser } from './auth/request-user';
import type { Config } from './config';
import type { Database, DatabaseConnection } from './db/client';
import type { ApiKeyRole } from './lib/api-keys';
import type { RateLimiter } from './lib/rate-limiter';
import type { Mailer } from './mail/mailer';
import type { ObjectStore } from './storage/object-store';

// What buildApp decorates the Fastify instance and requests with (see src/app.ts).
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseConnection;
    db: Database;
    rateLimiter: RateLimiter;
    mailer: Mailer;
    /** Where the bytes of uploaded files live: disk under STORAGE_DIR, or an S3 bucket (src/storage). */
    storage: ObjectStore;
    /** The current time; tests replace it to travel through rate-limit windows and Saturdays. */
    clock: () => Date;
  }
  interface FastifyRequest {
    /** The role of the request's API key, set by the API key guard on /auth, /rest, /storage... */
    apiKeyRole: ApiKeyRole | null;
    /** The signed-in user, from `Authorization: Bearer` (see src/auth/request-user.ts); null when anonymous. */
    user: RequestUser | null;
  }
}

export {};
