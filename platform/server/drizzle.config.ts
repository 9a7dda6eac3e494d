import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate --config platform/server/drizzle.config.ts` writes the platform's
// migrations (schema `platform`: accounts, site config, messages, announcements, carousel) into migrations/.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/platform-schema.ts',
    './src/accounts/*/tables.ts',
    './src/site/tables.ts',
    './src/messages/tables.ts',
    './src/announcements/tables.ts',
    './src/carousel/tables.ts',
    './src/admin/tables.ts',
  ],
  out: './migrations',
  schemaFilter: ['platform'],
})
