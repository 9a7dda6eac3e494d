import type { ModuleNames } from '../names.ts'

/** modules/<id>/contract: the module's endpoints, their schemas and constants. */
export function contractFiles(n: ModuleNames): Record<string, string> {
  return {
    'package.json': `${JSON.stringify(
      {
        name: `@oj/${n.id}-contract`,
        version: '0.1.0',
        private: true,
        type: 'module',
        oj: { role: 'contract' },
        exports: { '.': './src/index.ts' },
        scripts: { typecheck: 'tsc -p tsconfig.json', lint: 'eslint .', test: 'vitest run' },
        dependencies: { '@oj/sdk': '*', effect: '4.1.0' },
        sideEffects: false,
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify({ extends: '../../../tsconfig.base.json', include: ['src', 'test', '*.ts'] }, null, 2)}\n`,
    'src/index.ts': `// @oj/${n.id}-contract: what the ${n.id} module's server and web (and other modules) share.
export * from './api.ts'
export * from './constants.ts'
export type { NewNote, Note, NotePage, NotesQuery } from './schemas.ts'
`,
    'src/constants.ts': `export const MODULE_ID = '${n.id}'

/** Web routes under the base path. */
export const ${n.pascal}Routes = {
  /** The list of notes; '/${n.id}/<id>' is a note's area. */
  list: '/${n.id}',
} as const

/** Longest note title. */
export const TITLE_MAX_LENGTH = 200
`,
    'src/api.ts': `import { endpoint } from '@oj/sdk/contract'

// The module's calls. The schemas load lazily, so web code that imports these descriptors for their
// paths and types pulls in no schema library (ADR 0008).
const schemas = () => import('./schemas.ts')

export const ${n.pascal}Api = {
  notes: endpoint('GET', '/${n.id}/notes', schemas, (s) => ({ input: s.NotesQuery, output: s.NotePage }), {
    summary: 'A page of notes, newest first',
  }),
  note: endpoint('GET', '/${n.id}/note', schemas, (s) => ({ input: s.NoteQuery, output: s.Note }), {
    summary: 'One note',
  }),
  addNote: endpoint('POST', '/${n.id}/note', schemas, (s) => ({ input: s.NewNote, output: s.Note }), {
    summary: 'Adds a note (logged-in users)',
  }),
} as const
`,
    'src/schemas.ts': `import { CurrentPage, Id, Limit, optionalParam, PageOf } from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import { TITLE_MAX_LENGTH } from './constants.ts'

// Checks that fail with a message id (${n.id}.error.*) are shown to the caller as that message, in their
// language (the server module's messages hold both).

export const Note = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  /** The author's username. */
  author: Schema.String,
  /** ISO 8601 */
  gmtCreate: Schema.String,
})
export type Note = typeof Note.Type

export const NotePage = PageOf(Note)
export type NotePage = typeof NotePage.Type

export const NotesQuery = Schema.Struct({
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
})
export type NotesQuery = typeof NotesQuery.Type

export const NoteQuery = Schema.Struct({ id: Id })

export const NewNote = Schema.Struct({
  title: Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(
        Schema.isNonEmpty({ message: '${n.id}.error.titleRequired' }),
        Schema.isMaxLength(TITLE_MAX_LENGTH, { message: '${n.id}.error.titleTooLong' }),
      ),
      SchemaTransformation.trim(),
    ),
  ),
})
export type NewNote = typeof NewNote.Type
`,
    'src/schemas.test.ts': `import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'

import { NewNote } from './schemas.ts'

describe('NewNote', () => {
  const decode = Schema.decodeUnknownExit(NewNote)
  it('trims the title', () => {
    expect(decode({ title: '  hello ' })).toMatchObject({ _tag: 'Success', value: { title: 'hello' } })
  })
  it('refuses an empty or too long title', () => {
    expect(decode({ title: '   ' })._tag).toBe('Failure')
    expect(decode({ title: 'x'.repeat(201) })._tag).toBe('Failure')
  })
})
`,
  }
}
