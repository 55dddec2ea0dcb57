import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The layers of both apps for `import-x/no-restricted-paths` (docs/architecture.md).
 * - Web: app → features → components and lib, and a feature never imports another (what two features
 *   share lives in components/ or lib/, or the two are composed in app/).
 * - Server: the routes (rest/) sit on top and only app.ts mounts them; what they share with the rest of
 *   the server (booking kinds, sittings, ride rules, the stay catalogue) lives in domain/.
 * Paths are relative to the repository root.
 */
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const SHARE = 'share it through components/ or lib/, or compose the two in app/ (docs/architecture.md)';

export function layerZones(root = join(import.meta.dirname, '../..')) {
  const features = readdirSync(join(root, WEB, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features`,
      except: [`./${feature}`],
      message: `A feature does not import another feature: ${SHARE}.`,
    })),
    {
      target: `${WEB}/features`,
      from: `${WEB}/app`,
      message: 'A feature does not import from app/: app/ composes the features, not the other way.',
    },
    {
      target: [`${WEB}/components`, `${WEB}/lib`],
      from: [`${WEB}/features`, `${WEB}/app`],
      message: 'components/ and lib/ sit below the features and app/: they import neither.',
    },
    {
      target: ['auth', 'db', 'domain', 'functions', 'lib', 'mail', 'plugins', 'realtime', 'storage'].map(
        (folder) => `${SERVER}/${folder}`,
      ),
      from: `${SERVER}/rest`,
      message:
        'Only the routes import rest/: what other parts of the server need from it belongs in domain/.',
    },
  ];
}
