import type {
  IcpcContest,
  IcpcJudgement,
  IcpcJudgementType,
  IcpcLanguage,
  IcpcProblem,
  IcpcScoreboard,
  IcpcState,
  IcpcSubmission,
  IcpcTeam,
} from '@oj/contests-contract'
import { ContestType } from '@oj/contests-contract'
import { dbQuery } from '@oj/sdk/server'
import { and, count, eq, lt, type SQL } from 'drizzle-orm'
import { Effect } from 'effect'

import { standings } from '../board/read.ts'
import { clockOf, type ContestRow, sealedFor } from '../contest/policy.ts'
import type { AcmRow, OiRow } from '../rules/standings.ts'
import { contestProblem, contestRecord } from '../tables.ts'
import { icpcReader } from './access.ts'
import { isoTime, relTime } from './format.ts'
import { currentObjects, syncFeed } from './http.ts'
import { problemOrder } from './objects.ts'

// GET /api/contests/{id}/...: the collections are the latest version of each object in the feed
// (brought up to date first), as the reader may see them.

type Id = { readonly id: number }

const objectsOf =
  <T>(type: string, withTeams = false) =>
  (input: Id) =>
    Effect.gen(function* () {
      const { row, admin } = yield* icpcReader(input.id)
      yield* syncFeed(row, Date.now(), withTeams)
      return yield* currentObjects<T>(row, admin, type)
    })

const byNumericId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id)

export const icpcContest = (input: Id) =>
  Effect.map(objectsOf<IcpcContest>('contest')(input), (all) => all[0]!)
export const icpcState = (input: Id) => Effect.map(objectsOf<IcpcState>('state')(input), (all) => all[0]!)
export const icpcJudgementTypes = objectsOf<IcpcJudgementType>('judgement-types')
export const icpcLanguages = objectsOf<IcpcLanguage>('languages')
export const icpcOrganizations = objectsOf<{ id: string; name: string }>('organizations')
export const icpcTeams = objectsOf<IcpcTeam>('teams', true)
export const icpcProblems = (input: Id) =>
  Effect.map(objectsOf<IcpcProblem>('problems')(input), (all) => all.sort((a, b) => a.ordinal - b.ordinal))
export const icpcSubmissions = (input: Id) =>
  Effect.map(objectsOf<IcpcSubmission>('submissions')(input), (all) => all.sort(byNumericId))
export const icpcJudgements = (input: Id) =>
  Effect.map(objectsOf<IcpcJudgement>('judgements')(input), (all) =>
    all.sort((a, b) => Number(a.submission_id) - Number(b.submission_id) || (a.id < b.id ? -1 : 1)),
  )

/** OI: judged runs per user and problem in the view (the OI cells carry no count). */
const judgedCounts = (row: ContestRow, sealed: boolean) =>
  dbQuery(async (db) => {
    const { sealTime, end } = clockOf(row)
    const until = sealed && sealTime !== null ? sealTime : end
    const where: SQL[] = [eq(contestRecord.cid, row.id), lt(contestRecord.submitTime, new Date(until))]
    const rows = await db
      .select({ uid: contestRecord.uid, displayId: contestRecord.displayId, n: count() })
      .from(contestRecord)
      .where(and(...where))
      .groupBy(contestRecord.uid, contestRecord.displayId)
    return new Map(rows.map((r) => [`${r.uid}\u0000${r.displayId}`, Number(r.n)]))
  })

/** GET .../scoreboard: the board the reader may see (sealed for the audience while sealed), stars left out. */
export const icpcScoreboard = (input: Id) =>
  Effect.gen(function* () {
    const { row, admin, caller } = yield* icpcReader(input.id)
    const now = Date.now()
    yield* syncFeed(row, now, false)
    const [state] = yield* currentObjects<IcpcState>(row, admin, 'state')
    const sealed = sealedFor(caller, row, now)
    const ranked = yield* standings(row, sealed ? 'sealed' : 'live')
    const problems = yield* dbQuery((db) =>
      db.select().from(contestProblem).where(eq(contestProblem.cid, row.id)),
    )
    const ids = [...problems].sort(problemOrder).map((p) => p.displayId)
    const { start, end } = clockOf(row)
    const board: IcpcScoreboard['rows'][number][] = []
    if (row.type === ContestType.acm) {
      for (const r of ranked as AcmRow[]) {
        if (r.rank < 0) continue
        let totalMinutes = 0
        const cells = ids.map((pid) => {
          const c = r.submissionInfo[pid]
          if (!c) return { problem_id: pid, num_judged: 0, num_pending: 0, solved: false }
          const solved = c.isAC && !c.isAfterContest && c.ACTime !== null
          const minutes = solved ? Math.floor((c.ACTime as number) / 60) : 0
          if (solved) totalMinutes += minutes + 20 * c.errorNum
          return {
            problem_id: pid,
            num_judged: c.errorNum + (solved ? 1 : 0),
            num_pending: c.tryNum,
            solved,
            ...(solved ? { time: minutes } : {}),
          }
        })
        board.push({
          rank: r.rank,
          team_id: r.uid,
          score: { num_solved: r.ac, total_time: totalMinutes },
          problems: cells,
        })
      }
    } else {
      const counts = yield* judgedCounts(row, sealed)
      for (const r of ranked as OiRow[]) {
        if (r.rank < 0) continue
        const cells = ids.map((pid) => ({
          problem_id: pid,
          num_judged: counts.get(`${r.uid}\u0000${pid}`) ?? 0,
          num_pending: 0,
          score: r.submissionInfo[pid] ?? 0,
        }))
        board.push({ rank: r.rank, team_id: r.uid, score: { score: r.totalScore }, problems: cells })
      }
    }
    return {
      time: isoTime(now),
      contest_time: relTime(Math.min(Math.max(now, start), end) - start),
      state: state as IcpcState,
      rows: board,
    }
  })
