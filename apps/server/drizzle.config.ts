import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @orchim/server` writes SQL migrations from the schema; main.ts applies them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
