import type { LanguagesQuery, LanguageView } from '@oj/problems-contract'
import { Effect } from 'effect'

import { canSeeProblem, optionalCaller } from './access.ts'
import { JudgeErrors, readDb } from './errors.ts'
import { findProblem } from './task.ts'
import { languageView, listWorkers, liveLanguages } from './workers.ts'

/** The live workers' languages, narrowed to a problem's own list when `pid` is given. */
const languagesFor = (pid: number | undefined) =>
  Effect.gen(function* () {
    const caller = yield* optionalCaller
    const offered = yield* readDb((db) => liveLanguages(db))
    let names = [...offered.keys()].sort((a, b) => a.localeCompare(b))
    if (pid !== undefined) {
      const row = yield* readDb((db) => findProblem(db, pid))
      if (!row || !canSeeProblem(caller, row)) return yield* Effect.fail(JudgeErrors.problemNotFound())
      if (row.languages) names = names.filter((name) => row.languages?.includes(name))
    }
    return names.flatMap((name, seq): Array<LanguageView> => {
      const language = offered.get(name)
      return language ? [languageView(language, seq)] : []
    })
  })

/** GET /languages */
export const languages = (query: LanguagesQuery) => languagesFor(query.pid)

/** GET /get-problem-languages */
export const problemLanguages = ({ pid }: { pid: number }) => languagesFor(pid)

/** ANY /admin/config/get-judge-service-info */
export const judgeServiceInfo = () =>
  Effect.map(
    readDb((db) => listWorkers(db)),
    (workers) => ({ workers, alive: workers.filter((w) => w.alive).length }),
  )
