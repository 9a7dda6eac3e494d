import type { ProblemCaseView } from '@oj/problems-contract'
import { type ApiError, dbQuery, Files, type PlatformServices, type RequestContext } from '@oj/sdk/server'
import { asc, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { problemCase } from '../submissions/tables.ts'
import type { ProblemRow } from '../submissions/task.ts'
import { managedProblem } from './problem-access.ts'

const INLINE_MAX = 64 * 1024
const decoder = new TextDecoder()

/**
 * GET /admin/problem/get-problem-cases: the stored cases. For cases typed in (not uploaded), input
 * and output carry the content, as the admin form edits them; for uploaded ones, the file names.
 * For those who may manage the problem only (`managedProblem`).
 */
export const problemCases = (
  query: { readonly pid: number; readonly isUpload?: boolean | undefined },
  managed: (
    pid: number,
  ) => Effect.Effect<ProblemRow, ApiError, PlatformServices | RequestContext> = managedProblem,
) =>
  Effect.gen(function* () {
    const files = yield* Files
    const row = yield* managed(query.pid)
    const cases = yield* dbQuery((db) =>
      db.select().from(problemCase).where(eq(problemCase.pid, query.pid)).orderBy(asc(problemCase.seq)),
    )
    const uploaded = query.isUpload ?? row.isUploadCase
    const content = (hash: string, name: string) =>
      uploaded
        ? Effect.succeed(name)
        : Effect.map(files.get(hash), (bytes) =>
            bytes && bytes.length <= INLINE_MAX ? decoder.decode(bytes) : name,
          )
    const views: Array<ProblemCaseView> = []
    for (const c of cases) {
      views.push({
        id: c.id,
        pid: c.pid,
        index: c.seq,
        input: yield* content(c.inputHash, c.inputName),
        output: yield* content(c.outputHash, c.outputName),
        inputHash: c.inputHash,
        outputHash: c.outputHash,
        score: c.score,
        groupNum: c.groupNum,
        // HOJ's case status and times: not kept for cases here.
        status: null,
        gmtCreate: null,
        gmtModified: null,
      })
    }
    return views
  })
