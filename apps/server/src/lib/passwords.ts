import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashes: argon2id with @node-rs/argon2's defaults (19 MiB, 2 passes, 1 lane), the
 * OWASP-recommended minimum. The PHC string carries its parameters, so they can be raised later.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(encoded: string, password: string): Promise<boolean> {
  return verify(encoded, password).catch(() => false);
}
