import { dbQuery, Files } from '@oj/sdk/server'
import { asc, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { problemCase } from '../submissions/tables.ts'
import { zipResponse, type ZipSource } from '../zip/write.ts'
import { NO_OUTPUT } from './pairs.ts'
import { managedProblem } from './problem-access.ts'

/** A problem's cases as zip entries under `folder` ('' for none): each input and answer by its name. */
export const caseEntries = (
  files: { readonly open: (hash: string) => Effect.Effect<AsyncIterable<Uint8Array> | undefined> },
  cases: ReadonlyArray<typeof problemCase.$inferSelect>,
  folder: string,
): Array<ZipSource> =>
  cases.flatMap((c) => {
    const at = (name: string) => (folder === '' ? name : `${folder}/${name}`)
    const entries: Array<ZipSource> = [
      { name: at(c.inputName), data: () => Effect.runPromise(files.open(c.inputHash)) },
    ]
    if (c.outputName !== NO_OUTPUT)
      entries.push({ name: at(c.outputName), data: () => Effect.runPromise(files.open(c.outputHash)) })
    return entries
  })

/** GET /file/download-testcase: the problem's test data as a zip (those who may manage it). */
export const downloadTestcase = ({ pid }: { readonly pid: number }) =>
  Effect.gen(function* () {
    const files = yield* Files
    const row = yield* managedProblem(pid)
    const cases = yield* dbQuery((db) =>
      db.select().from(problemCase).where(eq(problemCase.pid, row.id)).orderBy(asc(problemCase.seq)),
    )
    return zipResponse(`problem_${row.id}_testcase_${Date.now()}.zip`, caseEntries(files, cases, ''))
  })
