import type { LanguageView } from '@oj/problems-contract'
import { dbQuery } from '@oj/sdk/server'
import { Effect } from 'effect'

import { JudgeErrors } from './errors.ts'
import { findProblem, remoteFamily } from './task.ts'
import { languageView, listWorkers, liveLanguages } from './workers.ts'

/**
 * The live workers' languages, narrowed to a problem's own list when `pid` is given. A problem's
 * languages are no secret: a contest's or group's problem pages ask for them by pid too.
 */
const languagesFor = (pid: number | undefined) =>
  Effect.gen(function* () {
    const row = pid === undefined ? undefined : yield* dbQuery((db) => findProblem(db, pid))
    if (pid !== undefined && !row) return yield* Effect.fail(JudgeErrors.problemNotFound())
    // a remote problem is judged by its remote judge, in that judge's languages
    const remote = row?.isRemote ? { family: remoteFamily(row), oj: row.remoteOj ?? 'ME' } : undefined
    const offered = yield* dbQuery((db) => liveLanguages(db, new Date(), remote?.family))
    // Numbered by their place among all the languages offered, with or without `pid` (HOJ's ids).
    const names = [...offered.keys()].sort((a, b) => a.localeCompare(b))
    const allowed = (name: string) => !row?.languages || row.languages.includes(name)
    return names.flatMap((name, seq): Array<LanguageView> => {
      const language = offered.get(name)
      if (!language || !allowed(name)) return []
      const view = languageView(language, seq)
      return [remote ? { ...view, oj: remote.oj } : view]
    })
  })

/** GET /languages */
export const languages = (query: { readonly pid?: number }) => languagesFor(query.pid)

/** GET /get-problem-languages */
export const problemLanguages = ({ pid }: { pid: number }) => languagesFor(pid)

/** ANY /admin/config/get-judge-service-info: the workers known, as HOJ's list of judge services. */
export const judgeServiceInfo = () => dbQuery((db) => listWorkers(db))
