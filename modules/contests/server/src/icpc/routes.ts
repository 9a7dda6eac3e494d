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
import { type Db, dbQuery, EncodedJson, encodeList, encodeObject, Errors, utf8Json } from '@oj/sdk/server'
import { and, count, eq, lt, type SQL } from 'drizzle-orm'
import { Effect } from 'effect'

import { cachedBoard, FRESH_MS, recently } from '../board/cache.ts'
import { rankedBoard } from '../board/read.ts'
import { clockOf, type ContestRow, sealedFor } from '../contest/policy.ts'
import type { AcmRow, OiRow } from '../rules/standings.ts'
import { contestProblem, contestRecord } from '../tables.ts'
import { icpcReader } from './access.ts'
import { isoTime, relTime } from './format.ts'
import { currentObjects, syncedFeed } from './http.ts'
import { problemOrder } from './objects.ts'

// GET /api/contests/{id}/...: the collections are the latest version of each object in the feed
// (brought up to date first), as the reader may see them: for the contest's audience from the copy
// the process keeps (feed-cache.ts), each list encoded once while it is the same; the scoreboard from
// the contest's cached board (board/cache.ts), its rows encoded once per board.

type Id = { readonly id: number }

/** A list of objects as JSON, encoded once per list (the audience's lists are kept while unchanged). */
const encodedLists = new WeakMap<object, EncodedJson<unknown>>()
const encodedOnce = <T>(list: ReadonlyArray<T>, order?: (a: T, b: T) => number): EncodedJson<T[]> => {
  let encoded = encodedLists.get(list)
  if (!encoded) {
    const items = order ? list.toSorted(order) : list
    encoded = encodeList(items, (item) => utf8Json(JSON.stringify(item)))
    encodedLists.set(list, encoded)
  }
  return encoded as EncodedJson<T[]>
}

const objectsOf =
  <T>(type: string, withTeams = false) =>
  (input: Id) =>
    Effect.gen(function* () {
      const { row, admin } = yield* icpcReader(input.id)
      yield* syncedFeed(row, withTeams)
      return yield* currentObjects<T>(row, admin, type)
    })

const listOf =
  <T>(type: string, order?: (a: T, b: T) => number, withTeams = false) =>
  (input: Id) =>
    Effect.map(objectsOf<T>(type, withTeams)(input), (all) => encodedOnce(all, order))

const byNumericId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id)

export const icpcContest = (input: Id) =>
  Effect.map(objectsOf<IcpcContest>('contest')(input), (all) => all[0]!)
export const icpcState = (input: Id) => Effect.map(objectsOf<IcpcState>('state')(input), (all) => all[0]!)
export const icpcJudgementTypes = listOf<IcpcJudgementType>('judgement-types')
export const icpcLanguages = listOf<IcpcLanguage>('languages')
export const icpcOrganizations = listOf<{ id: string; name: string }>('organizations')
export const icpcTeams = listOf<IcpcTeam>('teams', undefined, true)
export const icpcProblems = listOf<IcpcProblem>('problems', (a, b) => a.ordinal - b.ordinal)
export const icpcSubmissions = listOf<IcpcSubmission>('submissions', byNumericId)
export const icpcJudgements = listOf<IcpcJudgement>(
  'judgements',
  (a, b) => Number(a.submission_id) - Number(b.submission_id) || (a.id < b.id ? -1 : 1),
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

type ScoreboardRow = IcpcScoreboard['rows'][number]

/** The scoreboard's rows of a ranked board (stars left out), in the API's terms. */
const scoreboardRows = (
  row: ContestRow,
  ranked: AcmRow[] | OiRow[],
  ids: ReadonlyArray<string>,
  sealed: boolean,
) =>
  Effect.gen(function* () {
    const board: ScoreboardRow[] = []
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
    // one piece: a reply copies it once instead of joining a piece per row and comma
    const { chunks } = encodeList(board, (r) => utf8Json(JSON.stringify(r)))
    return new EncodedJson<ReadonlyArray<ScoreboardRow>>([Buffer.concat(chunks)])
  })

/**
 * The encoded rows per ranked board (board/cache.ts keeps the same board for every reader while it
 * is current) and problem list: a board is turned into the API's rows once, not once a request.
 */
const rowsOfBoard = new WeakMap<
  object,
  { readonly ids: string; readonly rows: Promise<EncodedJson<ReadonlyArray<ScoreboardRow>>> }
>()

/** GET .../scoreboard: the board the reader may see (sealed for the audience while sealed), stars left out. */
export const icpcScoreboard = (input: Id) =>
  Effect.gen(function* () {
    const { row, admin } = yield* icpcReader(input.id)
    const now = Date.now()
    yield* syncedFeed(row, false)
    const [state] = yield* currentObjects<IcpcState>(row, admin, 'state')
    const sealed = sealedFor(admin, row, now)
    const view = sealed ? 'sealed' : 'live'
    const ranked = yield* cachedBoard(row, view, rankedBoard(row, view))
    const problems = yield* recently(
      row.id,
      'icpc.problems',
      '',
      FRESH_MS,
      dbQuery((db) => db.select().from(contestProblem).where(eq(contestProblem.cid, row.id))),
    )
    const ids = [...problems].sort(problemOrder).map((p) => p.displayId)
    const idsKey = ids.join('\u0000')
    const found = rowsOfBoard.get(ranked)
    let pending = found?.ids === idsKey ? found.rows : undefined
    if (!pending) {
      const run = Effect.runPromiseWith(yield* Effect.context<Db>())
      const fresh = { ids: idsKey, rows: run(scoreboardRows(row, ranked, ids, sealed)) }
      rowsOfBoard.set(ranked, fresh)
      fresh.rows.catch(() => rowsOfBoard.get(ranked) === fresh && rowsOfBoard.delete(ranked))
      pending = fresh.rows
    }
    const rows = yield* Effect.tryPromise({ try: () => pending, catch: () => Errors.server() })
    const { start, end } = clockOf(row)
    return encodeObject<IcpcScoreboard>({
      time: isoTime(now),
      contest_time: relTime(Math.min(Math.max(now, start), end) - start),
      state: state as IcpcState,
      rows,
    })
  })
