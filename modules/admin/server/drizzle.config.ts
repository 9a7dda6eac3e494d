import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate` (from this folder) writes the SQL migrations the platform applies at
// start into the module's own journal.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/tables.ts'],
  out: './migrations',
  schemaFilter: ['admin'],
})
