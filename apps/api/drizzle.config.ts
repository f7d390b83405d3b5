import { defineConfig } from 'drizzle-kit';

// Every area keeps its tables in `<area>-tables.ts`; one migration history serves PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*-tables.ts',
  out: './src/db/migrations',
});
