import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; they run at start on PGlite or PostgreSQL
// (server/db/index.ts#migrate). Keep them to PostgreSQL 15 features.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
  strict: true,
  verbose: true,
});
