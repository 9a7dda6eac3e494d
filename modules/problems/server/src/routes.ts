import { ProblemsApi } from '@oj/problems-contract'
import { dbQuery, RequestContext, type Router } from '@oj/sdk/server'
import { Effect, Option } from 'effect'

import { bankRoutes } from './bank/routes.ts'
import { homeRoutes } from './home/routes.ts'
import { listProblems } from './problem-list.ts'
import { problemPageRoutes } from './problem-page/routes.ts'
import { problemStatuses } from './problem-page/status.ts'
import { rankRoutes } from './ranks/routes.ts'
import { remoteImportRoutes } from './remote-import/routes.ts'
import { scopedRoutes } from './scoped/routes.ts'
import { hiddenWindows } from './scopes/hidden.ts'
import { submissionListRoutes } from './submission-list/routes.ts'
import { judgeRoutes } from './submissions/routes.ts'
import { Judging } from './submissions/signals.ts'
import { allTags, tagsAndClassification } from './tags.ts'
import { testcaseRoutes } from './testcases/routes.ts'

export function problemRoutes(router: Router<Judging>): void {
  router.handle(ProblemsApi.problemList, {
    auth: 'anon',
    handler: (query) =>
      Effect.gen(function* () {
        // Read softly: the list is also served outside a request (tests call the handler directly).
        const caller = Option.getOrUndefined(yield* Effect.serviceOption(RequestContext))?.caller
        const hidden = yield* hiddenWindows
        // The server's kept pages, while no runs are hidden (a sealed board's runs come off the counts).
        const lists =
          hidden.length === 0 ? Option.getOrUndefined(yield* Effect.serviceOption(Judging))?.lists : undefined
        return yield* dbQuery(async (db) => {
          const kept = lists ? await lists.page(db, query) : undefined
          // A visitor gets the kept page's JSON as it is; a caller a copy with their statuses.
          if (!caller && kept) return kept.encoded
          const page = kept ? kept.page : await listProblems(db, query, hidden)
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
  router.handle(ProblemsApi.allProblemTags, {
    auth: 'anon',
    handler: ({ oj }) => dbQuery((db) => allTags(db, oj)),
  })
  router.handle(ProblemsApi.tagsAndClassification, {
    auth: 'anon',
    handler: ({ oj }) => dbQuery((db) => tagsAndClassification(db, oj)),
  })
  homeRoutes(router)
  problemPageRoutes(router)
  submissionListRoutes(router)
  judgeRoutes(router)
  rankRoutes(router)
  testcaseRoutes(router)
  bankRoutes(router)
  scopedRoutes(router)
  remoteImportRoutes(router)
}
