import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Orchim</title><script type="module" src="/assets/index-B4x9kQ2a.js"></script></head><body><div id="root"></div></body></html>';
export const APP_JS = `console.log(${JSON.stringify('Orchim '.repeat(200))});`;
export const COMMON_EN = JSON.stringify({ messages: { loading: 'Loading...' } });

/**
 * A stand-in for apps/web/dist in a temp folder, shaped like Vite's output: hashed files under
 * assets/, locales copied from public/, and .br/.gz copies beside the compressible files. The folder is
 * `<temp>/dist`, so a server build's `../dist-ssr/...` given in `extra` stays inside the temp folder.
 */
export async function createFakeWebDist(
  /** Files added to the default ones or replacing them (e.g. a build manifest, another index.html). */
  extra: Record<string, string> = {},
): Promise<{ root: string; remove: () => Promise<void> }> {
  const parent = await mkdtemp(join(tmpdir(), 'orchim-web-dist-'));
  const root = join(parent, 'dist');
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/index-B4x9kQ2a.js': APP_JS,
    'locales/en/common.json': COMMON_EN,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    ...extra,
  };
  for (const [path, content] of Object.entries(files)) {
    const file = join(root, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
    if (!path.endsWith('.svg') && !path.startsWith('../')) {
      await writeFile(`${file}.br`, brotliCompressSync(content));
      await writeFile(`${file}.gz`, gzipSync(content));
    }
  }
  return { root, remove: () => rm(parent, { recursive: true, force: true }) };
}
