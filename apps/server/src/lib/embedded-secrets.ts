import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { generateJwtSecret, signApiKey } from './api-keys';

const secretsFileSchema = z.object({ jwtSecret: z.string().min(32), anonKey: z.string().min(1) });
export type EmbeddedSecrets = z.infer<typeof secretsFileSchema>;

export const secretsFilePath = (dataDir: string) => join(dataDir, 'secrets.json');

/**
 * The embedded default's JWT secret and anon key: made on first start, then read back, so the
 * anon key stays valid across restarts. Mode 0600 because the secret signs every token.
 */
export async function loadOrCreateSecrets(dataDir: string): Promise<EmbeddedSecrets> {
  const path = secretsFilePath(dataDir);
  const existing = await readSecrets(path);
  if (existing) return existing;

  const jwtSecret = generateJwtSecret();
  const secrets = { jwtSecret, anonKey: await signApiKey(jwtSecret, 'anon') };
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx' fails if the file appeared meanwhile (two processes starting at once): the first one wins.
    await writeFile(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return secrets;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) {
      const written = await readSecrets(path);
      if (written) return written;
    }
    throw error;
  }
}

async function readSecrets(path: string): Promise<EmbeddedSecrets | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
  const parsed = secretsFileSchema.safeParse(safeJson(text));
  if (!parsed.success) {
    throw new Error(`${path} is not a valid secrets file; delete it to generate new secrets.`);
  }
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
