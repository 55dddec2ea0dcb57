import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { streetGrid } from '../lib/crown-heights-geocoder';

/**
 * `npm run map:grid -w @orchim/server`: writes the geocoder's street grid as GeoJSON for the web app's map
 * (docs/decisions/041-map.md), formatted as the repository's Prettier wants it. Run it after changing the
 * geocoder's tables: test/street-grid.test.ts fails until the file matches them.
 */
const file = fileURLToPath(
  new URL('../../../web/src/components/map/crown-heights-streets.json', import.meta.url),
);
const options = (await resolveConfig(file)) ?? {};
writeFileSync(file, await format(JSON.stringify(streetGrid()), { ...options, parser: 'json' }));
console.log(`Wrote ${file}`);
