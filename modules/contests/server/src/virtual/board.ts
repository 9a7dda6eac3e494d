import { ContestType } from '@oj/contests-contract'
import { type Caller, dbQuery, Errors, Users } from '@oj/sdk/server'
import { and, eq, gte, lte } from 'drizzle-orm'
import { Effect } from 'effect'

import { leftOut } from '../contest/access.ts'
import { clockOf, type ContestRow } from '../contest/policy.ts'
import type { BoardRecord } from '../rules/records.ts'
import { type Awards, DEFAULT_AWARDS, type Participant, type RankShowName } from '../rules/standings.ts'
import { contestRecord } from '../tables.ts'
import { elapsedAt, sealedAtElapsed, virtualRecords, type VirtualRule, virtualStandings } from './merge.ts'
import type { RunRow } from './runs.ts'
import { virtualRecord } from './tables.ts'

// A virtual run's board from the database: the contest's real records up to the run's elapsed time
// (read only that far), the run's own records, the profiles, then the pure merge (merge.ts).

const ms = (d: Date | string) => new Date(d).getTime()

const awardsOf = (row: ContestRow): Awards => {
  if (row.awardType === 1 || row.awardType === 2) {
    return row.awardConfig.length ? { type: row.awardType, config: row.awardConfig } : DEFAULT_AWARDS
  }
  return { type: 0, config: [] }
}

const showOf = (row: ContestRow): RankShowName =>
  row.rankShowName === 'nickname' || row.rankShowName === 'realname' ? row.rankShowName : 'username'

type Stored = Omit<BoardRecord, 'submitTime' | 'subtasks'> & {
  readonly submitTime: Date
  readonly subtasks: Readonly<Record<string, number>> | null
}
const toRecord = ({ subtasks, ...r }: Stored): BoardRecord => ({
  ...r,
  submitTime: ms(r.submitTime),
  ...(subtasks ? { subtasks } : {}),
})

export const virtualBoard = (row: ContestRow, run: RunRow, viewer: Caller, now: number) =>
  Effect.gen(function* () {
    const clock = clockOf(row)
    const window = { start: ms(run.startTime), end: ms(run.endTime) }
    const elapsed = elapsedAt(window, now)
    const [real, own] = yield* dbQuery((db) =>
      Promise.all([
        db
          .select({
            submitId: contestRecord.submitId,
            uid: contestRecord.uid,
            username: contestRecord.username,
            displayId: contestRecord.displayId,
            status: contestRecord.status,
            score: contestRecord.score,
            useTime: contestRecord.useTime,
            submitTime: contestRecord.submitTime,
            subtasks: contestRecord.subtasks,
          })
          .from(contestRecord)
          .where(
            and(
              eq(contestRecord.cid, row.id),
              gte(contestRecord.submitTime, new Date(clock.start)),
              lte(contestRecord.submitTime, new Date(clock.start + elapsed)),
            ),
          ),
        db
          .select({
            submitId: virtualRecord.submitId,
            uid: virtualRecord.uid,
            displayId: virtualRecord.displayId,
            status: virtualRecord.status,
            score: virtualRecord.score,
            useTime: virtualRecord.useTime,
            submitTime: virtualRecord.submitTime,
            subtasks: virtualRecord.subtasks,
          })
          .from(virtualRecord)
          .where(eq(virtualRecord.runId, run.id)),
      ]),
    )
    const out = new Set(yield* leftOut(row))
    const names = new Map(real.map((r) => [r.uid, r.username]))
    names.set(viewer.uid, viewer.username)
    const records = virtualRecords({
      real: real.filter((r) => !out.has(r.uid)).map(toRecord),
      own: own.map(toRecord),
      uid: run.uid,
      clock,
      run: window,
      now,
    })
    const uids = [...new Set(records.map((r) => r.uid))]
    const profiles = yield* (yield* Users).profiles(uids).pipe(Effect.mapError(() => Errors.server()))
    const participant = (uid: string): Participant => {
      const p = profiles.get(uid)
      return {
        uid,
        username: p?.username ?? names.get(uid) ?? uid,
        realname: p?.realname ?? null,
        nickname: p?.nickname ?? null,
        school: null,
        gender: p?.gender ?? null,
        avatar: p?.avatar ?? null,
      }
    }
    const sealed = sealedAtElapsed(clock, elapsed, row.autoRealRank)
    const rule: VirtualRule =
      row.type === ContestType.acm
        ? { kind: 'acm' }
        : row.oiRankScoreType === 'Subtask'
          ? { kind: 'ioi' }
          : { kind: 'oi', rule: row.oiRankScoreType === 'Highest' ? 'Highest' : 'Recent' }
    const rows = virtualStandings({
      records,
      clock,
      rule,
      sealed,
      uid: run.uid,
      participant,
      options: { stars: new Set(row.starAccount), awards: awardsOf(row) },
    })
    return { rows, sealed, show: showOf(row) }
  })
