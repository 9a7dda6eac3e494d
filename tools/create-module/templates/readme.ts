import type { ModuleNames } from '../names.ts'

/** modules/<id>/README.md: what the module contributes, first. */
export function readme(n: ModuleNames): string {
  return `# ${n.title}

A module of the platform, made by \`npm run create-module ${n.id}\`: notes anyone can read and logged-in
users can add. Replace the notes with what the module is for; keep this table true.

## Contributes

| what | |
| --- | --- |
| Routes (web) | \`/${n.id}\` (list), \`/${n.id}/:noteId\` and \`/${n.id}/:noteId/notes\` (a note's area) |
| Nav | '${n.title}' (order 80) |
| Area | \`/${n.id}/<id>\`: tabs Overview, Notes |
| Slots filled | \`home.widgets\` (latest notes) |
| API calls | \`GET /${n.id}/notes\` (anyone), \`GET /${n.id}/note\` (anyone), \`POST /${n.id}/note\` (logged in) |
| Tables | \`${n.id}.note\` (Postgres schema \`${n.id}\`, migrations in \`server/migrations\`) |
| Events | publishes none, consumes none |
| Permissions | none of its own |

## Parts

- \`contract/\` \`@oj/${n.id}-contract\`: the endpoint descriptors (\`src/api.ts\`) and their schemas
  (\`src/schemas.ts\`, loaded lazily), constants. Imported by both sides.
- \`server/\` \`@oj/${n.id}-server\`: \`defineServerModule\` (\`src/index.ts\`): routes with \`router.handle\`, the
  table (\`src/tables.ts\`), migrations (\`npx drizzle-kit generate\` from \`server/\` after changing tables),
  server texts, the demo seed, an HTTP test.
- \`web/\` \`@oj/${n.id}-web\`: the remote \`${n.container}\` exposing \`./module\` (\`src/module.tsx\`): pages, the home
  widget, texts in zh-CN and en, a story, a test.

The module is installed by its line in \`platform/server/src/composition.ts\` and enabled like any other
(\`OJ_MODULES\`). \`npm run create-module -- --remove ${n.id}\` takes it out again.
`
}
