import { ProblemListQuery, Routes, TagsQuery } from '@oj/problems-contract'
import { type ApiError, Db, type DbClient, RequestContext, type Router, serverError } from '@oj/sdk/server'
import { Effect, Option } from 'effect'

import { homeRoutes } from './home/routes.ts'
import { listProblems } from './problem-list.ts'
import { problemStatuses } from './problem-page/problem-page.ts'
import { problemPageRoutes } from './problem-page/routes.ts'
import { rankRoutes } from './ranks/routes.ts'
import { submissionListRoutes } from './submission-list/routes.ts'
import { judgeRoutes } from './submissions/routes.ts'
import type { Judging } from './submissions/signals.ts'
import { allTags, tagsAndClassification } from './tags.ts'
import { testcaseRoutes } from './testcases/routes.ts'

/** Runs a read on the database; a driver failure is logged and answered as a 500 with our message. */
const read = <A>(f: (db: DbClient) => Promise<A>): Effect.Effect<A, ApiError, Db> =>
  Effect.gen(function* () {
    const db = yield* Db
    return yield* db.use(f)
  }).pipe(
    Effect.tapError((e) => Effect.logError('problems: query failed', e.cause)),
    Effect.mapError(() =>
      serverError('problems.error.queryFailed', 'Failed to query problems, please try again later!'),
    ),
  )

export function problemRoutes(router: Router<Judging>): void {
  router.get(Routes.problemList, {
    auth: 'anon',
    input: ProblemListQuery,
    handler: (query) =>
      Effect.gen(function* () {
        // Read softly: the list is also served outside a request (tests call the handler directly).
        const caller = Option.getOrUndefined(yield* Effect.serviceOption(RequestContext))?.caller
        return yield* read(async (db) => {
          const page = await listProblems(db, query)
          if (!caller) return page
          // A logged-in caller sees their status per row (-10: not submitted).
          const statuses = await problemStatuses(
            db,
            caller.uid,
            page.records.map((r) => r.pid),
          )
          const records = page.records.map((r) => ({ ...r, myStatus: statuses.get(r.pid)?.status ?? null }))
          return { ...page, records }
        })
      }),
  })
  router.get(Routes.allProblemTags, {
    auth: 'anon',
    input: TagsQuery,
    handler: ({ oj }) => read((db) => allTags(db, oj)),
  })
  router.get(Routes.tagsAndClassification, {
    auth: 'anon',
    input: TagsQuery,
    handler: ({ oj }) => read((db) => tagsAndClassification(db, oj)),
  })
  homeRoutes(router)
  problemPageRoutes(router)
  submissionListRoutes(router)
  judgeRoutes(router)
  rankRoutes(router)
  testcaseRoutes(router)
}
