import type { LanguageView } from '@oj/problems-contract'
import { dbQuery } from '@oj/sdk/server'
import { Effect } from 'effect'

import { JudgeErrors } from './errors.ts'
import { findProblem } from './task.ts'
import { languageView, listWorkers, liveLanguages } from './workers.ts'

/**
 * The live workers' languages, narrowed to a problem's own list when `pid` is given. A problem's
 * languages are no secret: a contest's or group's problem pages ask for them by pid too.
 */
const languagesFor = (pid: number | undefined) =>
  Effect.gen(function* () {
    const offered = yield* dbQuery((db) => liveLanguages(db))
    let names = [...offered.keys()].sort((a, b) => a.localeCompare(b))
    if (pid !== undefined) {
      const row = yield* dbQuery((db) => findProblem(db, pid))
      if (!row) return yield* Effect.fail(JudgeErrors.problemNotFound())
      if (row.languages) names = names.filter((name) => row.languages?.includes(name))
    }
    return names.flatMap((name, seq): Array<LanguageView> => {
      const language = offered.get(name)
      return language ? [languageView(language, seq)] : []
    })
  })

/** GET /languages */
export const languages = (query: { readonly pid?: number }) => languagesFor(query.pid)

/** GET /get-problem-languages */
export const problemLanguages = ({ pid }: { pid: number }) => languagesFor(pid)

/** ANY /admin/config/get-judge-service-info: the workers known, as HOJ's list of judge services. */
export const judgeServiceInfo = () => dbQuery((db) => listWorkers(db))
