import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './platform/src/db/schema.ts',
  out: './platform/src/db/migrations',
});
