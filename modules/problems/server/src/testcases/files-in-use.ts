import { dbQuery } from '@oj/sdk/server'
import { Effect } from 'effect'

import { problemCase, testcaseUpload } from '../submissions/tables.ts'
import { markdownFile } from '../tables.ts'

/** The Files hashes the module's data names: every case's input and output, uploads not yet used, markdown files. */
export const filesInUse = Effect.gen(function* () {
  const cases = yield* dbQuery((db) =>
    db.select({ input: problemCase.inputHash, output: problemCase.outputHash }).from(problemCase),
  )
  const uploads = yield* dbQuery((db) => db.select({ files: testcaseUpload.files }).from(testcaseUpload))
  const markdown = yield* dbQuery((db) => db.select({ hash: markdownFile.hash }).from(markdownFile))
  const hashes = new Set<string>(markdown.map((m) => m.hash))
  for (const c of cases) hashes.add(c.input).add(c.output)
  for (const u of uploads) for (const f of u.files) hashes.add(f.inputHash).add(f.outputHash)
  return hashes
})
