import type { ModuleNames } from '../names.ts'

/** modules/<id>/server: the server module (routes, table, migrations, messages, demo seed, tests). */
export function serverFiles(n: ModuleNames): Record<string, string> {
  const contract = `@oj/${n.id}-contract`
  return {
    'package.json': `${JSON.stringify(
      {
        name: `@oj/${n.id}-server`,
        version: '0.1.0',
        private: true,
        type: 'module',
        oj: { role: 'server-module' },
        exports: { '.': './src/index.ts' },
        scripts: { typecheck: 'tsc -p tsconfig.json', lint: 'eslint .', test: 'vitest run' },
        dependencies: { [contract]: '*', '@oj/sdk': '*', 'drizzle-orm': '0.45.4', effect: '4.1.0' },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify({ extends: '../../../tsconfig.base.json', include: ['src', 'test', '*.ts'] }, null, 2)}\n`,
    'drizzle.config.ts': `import { defineConfig } from 'drizzle-kit'

// \`npx drizzle-kit generate\` (from this folder) writes the SQL migrations the platform applies at
// start into the module's own journal.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/tables.ts'],
  out: './migrations',
  schemaFilter: ['${n.id}'],
})
`,
    'src/tables.ts': `import { integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core'

/** The module's tables live in the Postgres schema '${n.id}'. */
export const schema = pgSchema('${n.id}')

export const note = schema.table('note', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  /** Other modules' rows are referred to by id only: the platform's user. */
  authorUid: text('author_uid').notNull(),
  author: text('author').notNull(),
  gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
})
`,
    'src/notes.ts': `import type { NewNote, NotesQuery } from '${contract}'
import { dbQuery, dbTransaction, Errors, notFound, pageOf, refuse, RequestContext } from '@oj/sdk/server'
import { count, desc, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { note } from './tables.ts'

const view = (row: typeof note.$inferSelect) => ({
  id: row.id,
  title: row.title,
  author: row.author,
  gmtCreate: new Date(row.gmtCreate).toISOString(),
})

const noteNotFound = () => notFound('${n.id}.error.noteNotFound', 'The note does not exist')

/** GET /${n.id}/notes */
export const listNotes = ({ currentPage = 1, limit = 10 }: NotesQuery) =>
  dbQuery(async (db) => {
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(note)
        .orderBy(desc(note.id))
        .limit(limit)
        .offset((currentPage - 1) * limit),
      db.select({ n: count() }).from(note),
    ])
    return pageOf(rows.map(view), totals[0]?.n ?? 0, currentPage, limit)
  })

/** GET /${n.id}/note */
export const oneNote = ({ id }: { readonly id: number }) =>
  dbQuery(async (db) => {
    const [row] = await db.select().from(note).where(eq(note.id, id))
    return row ? view(row) : refuse(noteNotFound())
  })

/** POST /${n.id}/note */
export const addNote = (input: NewNote) =>
  Effect.gen(function* () {
    const { caller } = yield* RequestContext
    if (!caller) return yield* Effect.fail(Errors.loginFirst())
    return yield* dbTransaction(async (tx) => {
      const [row] = await tx
        .insert(note)
        .values({ title: input.title, authorUid: caller.uid, author: caller.username })
        .returning()
      return row ? view(row) : refuse(Errors.server())
    })
  })

/** npm start's demo data: one note, once. */
export const seedNotes = dbTransaction(async (tx) => {
  const [any] = await tx.select({ id: note.id }).from(note).limit(1)
  if (!any) await tx.insert(note).values({ title: 'Welcome to ${n.title}', authorUid: 'demo', author: 'root' })
})
`,
    'src/messages.ts': `import type { MessageCatalogue } from '@oj/sdk/server'

/** The module's server texts: error replies, and the labels of its nav entry and area tabs. */
export const messages: MessageCatalogue = {
  'zh-CN': {
    '${n.id}.nav': '${n.title}',
    '${n.id}.area.overview': '概览',
    '${n.id}.area.notes': '笔记',
    '${n.id}.error.titleRequired': '标题不能为空',
    '${n.id}.error.titleTooLong': '标题不能超过 200 个字符',
    '${n.id}.error.noteNotFound': '该笔记不存在',
  },
  en: {
    '${n.id}.nav': '${n.title}',
    '${n.id}.area.overview': 'Overview',
    '${n.id}.area.notes': 'Notes',
    '${n.id}.error.titleRequired': 'The title is required',
    '${n.id}.error.titleTooLong': 'The title may have at most 200 characters',
    '${n.id}.error.noteNotFound': 'The note does not exist',
  },
}
`,
    'src/index.ts': `import { ${n.pascal}Api, ${n.pascal}Routes, MODULE_ID } from '${contract}'
import { PlatformSlots } from '@oj/sdk'
import { defineServerModule } from '@oj/sdk/server'

import { messages } from './messages.ts'
import { addNote, listNotes, oneNote, seedNotes } from './notes.ts'

/** The ${n.id} module (installed in platform/server/src/composition.ts, enabled by OJ_MODULES). */
export default defineServerModule({
  id: MODULE_ID,
  requires: [],
  migrations: new URL('../migrations', import.meta.url),
  messages,
  routes: (api) => {
    api.handle(${n.pascal}Api.notes, { auth: 'anon', handler: listNotes })
    api.handle(${n.pascal}Api.note, { auth: 'anon', handler: oneNote })
    api.handle(${n.pascal}Api.addNote, { auth: 'login', handler: addNote })
  },
  web: {
    routes: [${n.pascal}Routes.list],
    nav: [{ id: MODULE_ID, label: '${n.id}.nav', to: ${n.pascal}Routes.list, order: 80 }],
    // A note's pages (/${n.id}/<id>/...) are an area: the top bar shows its tabs there.
    areas: [
      {
        id: MODULE_ID,
        prefix: ${n.pascal}Routes.list,
        tabs: [
          { id: 'overview', label: '${n.id}.area.overview', path: '', match: '^$' },
          { id: 'notes', label: '${n.id}.area.notes', path: 'notes', match: '^notes$' },
        ],
      },
    ],
    slots: [PlatformSlots.homeWidgets.id],
  },
  seedDemo: seedNotes,
})
`,
    'test/notes.test.ts': `import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import module from '../src/index.ts'

// The module's calls over HTTP, through the real platform (replies checked against their schemas).
describe('${n.id} over HTTP', { timeout: 60_000 }, () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ modules: [module], log: () => {} })
  })
  afterAll(() => server?.close())

  it('lists, adds and reads notes', async () => {
    const empty = await server.api('GET', '/ojapi/${n.id}/notes')
    expect(empty.body.data).toMatchObject({ records: [], total: 0, current: 1, size: 10, pages: 0 })
    const token = await server.login('root', TEST_ADMIN_PASSWORD)
    const added = await server.api<{ id: number }>('POST', '/ojapi/${n.id}/note', { body: { title: ' First ' }, token })
    expect(added.body.data).toMatchObject({ title: 'First', author: 'root' })
    const one = await server.api('GET', \`/ojapi/${n.id}/note?id=\${added.body.data!.id}\`)
    expect(one.body.data).toMatchObject({ title: 'First' })
    const page = await server.api('GET', '/ojapi/${n.id}/notes?limit=5')
    expect(page.body.data).toMatchObject({ total: 1, size: 5, pages: 1 })
  })

  it('refuses visitors and bad input with a clear message', async () => {
    const anonymous = await server.api('POST', '/ojapi/${n.id}/note', { body: { title: 'x' } })
    expect(anonymous.httpStatus).toBe(401)
    const token = await server.login('root', TEST_ADMIN_PASSWORD)
    const blank = await server.api('POST', '/ojapi/${n.id}/note', {
      body: { title: '  ' },
      token,
      headers: { 'Accept-Language': 'en' },
    })
    expect(blank.httpStatus).toBe(400)
    expect(blank.body.msg).toBe('The title is required')
    const missing = await server.api('GET', '/ojapi/${n.id}/note?id=999999', { headers: { 'Accept-Language': 'en' } })
    expect(missing.httpStatus).toBe(404)
    expect(missing.body.msg).toBe('The note does not exist')
  })
})
`,
  }
}
