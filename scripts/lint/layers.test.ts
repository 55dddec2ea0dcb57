import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js bite: each case lints a line of code as if it stood in a real
 * file of the repository (ESLint's lintText with that path), and the rule must name the import. The
 * clean cases prove the rules do not refuse what the layers allow.
 */
const root = join(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function importErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the web layers', () => {
  it('refuse a feature importing another feature', async () => {
    const errors = await importErrors(
      'apps/web/src/features/stays/example.ts',
      "export { MealCard } from '@/features/meals/components/meal-card';\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/no-restricted-paths: .*A feature does not import another feature/),
    ]);
  });

  it('refuse a feature importing app/, and a component or lib importing a feature', async () => {
    expect(
      await importErrors(
        'apps/web/src/features/home/example.ts',
        "export { AppRoutes } from '@/app/router';\n",
      ),
    ).toEqual([expect.stringMatching(/A feature does not import from app/)]);
    expect(
      await importErrors(
        'apps/web/src/components/example.ts',
        "export { StaysPage } from '@/features/stays/stays-page';\n",
      ),
    ).toEqual([expect.stringMatching(/components\/ and lib\/ sit below the features and app\//)]);
    expect(
      await importErrors('apps/web/src/lib/example.ts', "export { AppProviders } from '@/app/providers';\n"),
    ).toEqual([expect.stringMatching(/components\/ and lib\/ sit below/)]);
  });

  it('let a feature import its own files, components, lib and the shared package', async () => {
    const errors = await importErrors(
      'apps/web/src/features/meals/example.ts',
      [
        "export { MealCard } from './components/meal-card';",
        "export { Button } from '@/components/ui/button';",
        "export { useFormat } from '@/lib/format';",
        "export { MESSAGES } from '@orchim/shared/messages';",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

describe('the server layers', () => {
  it('refuse anything below the routes importing rest/', async () => {
    const errors = await importErrors(
      'apps/server/src/db/seed/example.ts',
      "export { stayRoutes } from '../../rest/stays';\n",
    );
    expect(errors).toEqual([expect.stringMatching(/Only the routes import rest\/.*domain\//)]);
  });

  it('let the routes import domain/ and the repositories', async () => {
    const errors = await importErrors(
      'apps/server/src/rest/bookings/example.ts',
      [
        "export { handlerOf } from '../../domain/bookings/kinds';",
        "export { bookingsRepository } from '../../db/repositories/bookings';",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

describe('import circles', () => {
  it('are refused in the web app', async () => {
    // lib/use-money.ts imports lib/format.ts: format.ts importing it back closes a circle.
    const errors = await importErrors(
      'apps/web/src/lib/format.ts',
      "export { useMoney } from './use-money';\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-cycle/)]);
  });

  it('are refused in the server', async () => {
    // storage/create-object-store.ts picks a store from disk-store.ts: the disk store importing it back
    // closes a circle.
    const errors = await importErrors(
      'apps/server/src/storage/disk-store.ts',
      "export { createObjectStore } from './create-object-store';\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-cycle/)]);
  });
});
