import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate --config platform/server/drizzle.config.ts` writes the platform's
// migrations (schema `platform`: accounts and site config) into migrations/.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/accounts/users/tables.ts',
    './src/site/tables.ts',
    './src/messages/tables.ts',
    './src/announcements/tables.ts',
    './src/carousel/tables.ts',
  ],
  out: './migrations',
  schemaFilter: ['platform'],
})
