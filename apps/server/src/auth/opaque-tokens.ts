import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Refresh tokens and recovery links are opaque random tokens. The database keeps only their SHA-256:
 * 32 random bytes cannot be guessed from it, so a fast unsalted hash is enough (unlike passwords).
 */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sealing keeps a refresh token's child readable only by whoever presents that token again: the key is
 * derived from the token (HKDF, unlike the stored SHA-256), and the child is encrypted with AES-256-GCM.
 * This is what lets the reuse grace answer "the same child again" without storing any token in clear.
 */
const SEAL = { info: 'orchim: sealed child refresh token', ivBytes: 12, tagBytes: 16 } as const;

const sealKey = (token: string) => Buffer.from(hkdfSync('sha256', token, Buffer.alloc(0), SEAL.info, 32));

export function sealWith(token: string, secret: string): string {
  const iv = randomBytes(SEAL.ivBytes);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
}

/** The sealed secret, or null when `token` is not the one it was sealed with. */
export function openWith(token: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  const iv = bytes.subarray(0, SEAL.ivBytes);
  const tag = bytes.subarray(SEAL.ivBytes, SEAL.ivBytes + SEAL.tagBytes);
  const decipher = createDecipheriv('aes-256-gcm', sealKey(token), iv);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(SEAL.ivBytes + SEAL.tagBytes)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
