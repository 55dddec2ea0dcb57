import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web test files of a worker share their modules (apps/web/vitest.config.ts), so eslint.config.js
 * lets only an *.isolated.test file replace a module: the rule must refuse vi.mock elsewhere, and allow it
 * there.
 */
const root = join(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function restricted(filePath: string) {
  const code = "import { vi } from 'vitest';\nvi.mock('@/lib/notify');\nvi.doMock('@/lib/notify');\n";
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-properties')
    .map((message) => message.message);
}

describe('module replacement in the web tests', () => {
  it('is refused in a test file that shares its modules', async () => {
    expect(await restricted('apps/web/src/features/stays/example.test.tsx')).toEqual([
      expect.stringMatching(/vi\.mock needs modules of its own: name the file \*\.isolated\.test/),
      expect.stringMatching(/vi\.doMock needs modules of its own/),
    ]);
  });

  it('is allowed in an *.isolated.test file', async () => {
    expect(await restricted('apps/web/src/features/stays/example.isolated.test.tsx')).toEqual([]);
  });
});
