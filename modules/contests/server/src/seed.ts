import { CATALOG_KEY, type CatalogProblem, ProblemCatalogs } from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { type DbClient, dbQuery, dbTransaction, Extensions } from '@oj/sdk/server'
import { Effect } from 'effect'

import { rebuildCells } from './board/update.ts'
import type { ContestRow } from './contest/policy.ts'
import { contest, contestAnnouncement, contestProblem, contestRecord } from './tables.ts'

// npm start's demo data: a running ACM contest sealed for its last hour, and an OI contest that ran
// yesterday, each with the bank's first problems (P1000...), found through the problems module's
// catalogue (ProblemCatalogs): none when the problems module is off. Both boards show a few demo
// teams' runs (boards leave the contests' author, root, out): teams that are no accounts (their
// names, with a space, cannot be registered), whose runs have ids from 2·10⁹ on, beyond those of the
// real submissions of a demo.

const HOUR = 3_600_000
const DEMO_PROBLEMS = ['P1000', 'P1001', 'P1002', 'P1003']

const demoProblems = Effect.gen(function* () {
  const provided = (yield* Extensions).get(ProblemCatalogs, CATALOG_KEY)
  const found: Array<CatalogProblem> = []
  if (!provided) return found
  for (const id of DEMO_PROBLEMS) {
    const problem = yield* provided.value.byProblemId(id)
    if (problem) found.push(problem)
  }
  return found
})

const COLORS = ['#f44336', '#2196f3', '#4caf50', '#ffc107']

const MINUTE = 60_000

/** The demo teams: uid and the name the boards show. */
const DEMO_TEAMS = [
  ['demo-team-1', 'Demo Alice'],
  ['demo-team-2', 'Demo Bob'],
  ['demo-team-3', 'Demo Carol'],
  ['demo-team-4', 'Demo Dave'],
  ['demo-team-5', 'Demo Erin'],
] as const

/** A demo run: team (index), problem (display id), minutes after the start, verdict, OI score. */
type DemoRun = readonly [team: number, displayId: string, minute: number, status: number, score?: number]

const { accepted: AC, wrongAnswer: WA, timeLimitExceeded: TLE, partialAccepted: PA } = JudgeStatus

/** Within the ACM contest's first hour, so before now and before its seal. */
const ACM_RUNS: ReadonlyArray<DemoRun> = [
  [0, 'A', 6, AC],
  [2, 'A', 9, WA],
  [1, 'A', 12, AC],
  [2, 'A', 15, AC],
  [4, 'B', 18, AC],
  [0, 'B', 20, WA],
  [3, 'A', 22, WA],
  [2, 'D', 30, TLE],
  [0, 'B', 31, AC],
  [1, 'B', 40, AC],
  [1, 'C', 45, WA],
  [0, 'C', 50, AC],
]

/** Within the OI contest's three hours. */
const OI_RUNS: ReadonlyArray<DemoRun> = [
  [0, 'A', 10, AC, 100],
  [1, 'A', 14, PA, 60],
  [2, 'A', 25, WA, 0],
  [1, 'A', 40, AC, 100],
  [0, 'B', 55, PA, 40],
  [3, 'B', 70, PA, 70],
  [2, 'A', 90, PA, 30],
  [4, 'C', 120, AC, 100],
  [0, 'B', 150, PA, 80],
  [3, 'C', 170, WA, 0],
]

/** The first demo run's id (the admin helper's checks need positive ones). */
const FIRST_DEMO_RUN_ID = 2_000_000_000

/** The demo runs of a contest as its records, numbered from `firstId`. */
function demoRecords(
  row: ContestRow,
  runs: ReadonlyArray<DemoRun>,
  pids: ReadonlyMap<string, number>,
  firstId: number,
): Array<typeof contestRecord.$inferInsert> {
  const start = row.startTime.getTime()
  return runs.flatMap(([team, displayId, minute, status, score], i) => {
    const pid = pids.get(displayId)
    const [uid, username] = DEMO_TEAMS[team] ?? DEMO_TEAMS[0]
    if (pid === undefined) return []
    return [
      {
        submitId: firstId + i,
        attempt: 1,
        cid: row.id,
        uid,
        username,
        pid,
        displayId,
        status,
        score: row.type === 1 ? (score ?? 0) : null,
        useTime: 15 + ((i * 37) % 200),
        submitTime: new Date(start + minute * MINUTE),
      },
    ]
  })
}

/** Stores the demo runs of the two contests and builds their boards. */
async function seedRuns(
  tx: DbClient,
  acm: ContestRow,
  oi: ContestRow,
  problems: ReadonlyArray<CatalogProblem>,
) {
  const pids = new Map(problems.map((p, i) => [String.fromCharCode(65 + i), p.pid]))
  const records = [
    ...demoRecords(acm, ACM_RUNS, pids, FIRST_DEMO_RUN_ID),
    ...demoRecords(oi, OI_RUNS, pids, FIRST_DEMO_RUN_ID + ACM_RUNS.length),
  ]
  if (records.length === 0) return
  await tx.insert(contestRecord).values(records)
  await rebuildCells(tx, acm)
  await rebuildCells(tx, oi)
}

export const seedContests = Effect.gen(function* () {
  const [any] = yield* dbQuery((db) => db.select({ id: contest.id }).from(contest).limit(1))
  if (any) return
  const problems = yield* demoProblems
  yield* dbTransaction(async (tx) => {
    const now = Date.now()
    const hourStart = now - (now % HOUR)
    const [acm, oi] = await tx
      .insert(contest)
      .values([
        {
          uid: 'demo',
          author: 'root',
          title: 'Demo ACM Contest',
          type: 0,
          description: 'A five-hour ACM contest: the board seals for the last hour.',
          startTime: new Date(hourStart - HOUR),
          endTime: new Date(hourStart + 4 * HOUR),
          sealRank: true,
          sealRankTime: new Date(hourStart + 3 * HOUR),
          openRank: true,
          awardType: 1,
        },
        {
          uid: 'demo',
          author: 'root',
          title: 'Demo OI Contest',
          type: 1,
          description: 'A three-hour OI contest: the highest score per problem counts.',
          auth: 2,
          pwd: 'demo',
          startTime: new Date(hourStart - 27 * HOUR),
          endTime: new Date(hourStart - 24 * HOUR),
          oiRankScoreType: 'Highest',
          openRank: true,
        },
      ])
      .returning()
    for (const c of [acm, oi]) {
      if (!c) continue
      if (problems.length) {
        await tx.insert(contestProblem).values(
          problems.map((p, i) => ({
            cid: c.id,
            pid: p.pid,
            displayId: String.fromCharCode(65 + i),
            displayTitle: p.title,
            color: COLORS[i] ?? null,
          })),
        )
      }
      await tx.insert(contestAnnouncement).values({
        cid: c.id,
        title: 'Welcome',
        content: 'Good luck and have fun!',
        uid: 'demo',
        username: 'root',
      })
    }
    if (acm && oi) await seedRuns(tx, acm, oi, problems)
  })
})
