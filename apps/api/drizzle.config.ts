import { defineConfig } from 'drizzle-kit';

// `npm run db:generate`: writes the SQL migration for schema changes into ./drizzle (committed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
