import type { ScrollBoardQuery } from '@oj/contests-contract'
import { ContestType } from '@oj/contests-contract'
import { dbQuery, Errors, RequestContext, Users } from '@oj/sdk/server'
import { and, asc, eq, gte, lt, notInArray } from 'drizzle-orm'
import { Effect } from 'effect'

import { tryKind } from '../rules/records.ts'
import { contestProblem, contestRecord } from '../tables.ts'
import { contestAdmin, findContest, leftOut, readBoard } from './access.ts'
import { ContestErrors } from './errors.ts'
import { sealedFor, statusAt } from './policy.ts'

// The scroll board (spec 2 §2): the rolling reveal of a sealed ACM board. It reads the whole contest,
// so it opens after the end to those who may read its board (readBoard: the contest's access), its
// runs only once the board is unsealed for them; earlier to the contest's admins only.

const GMT8 = 8 * 3_600_000
const two = (n: number) => String(n).padStart(2, '0')

/** HOJ's 'yyyy/MM/dd HH:mm:ss' in GMT+8. */
export function hojTime(at: Date | string): string {
  const d = new Date(new Date(at).getTime() + GMT8)
  return `${d.getUTCFullYear()}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
}

/** The contest, when the caller may see its scroll board (`runs`: the runs, which the seal hides). */
const scrollContest = (cid: number, runs: boolean) =>
  Effect.gen(function* () {
    const { caller } = yield* RequestContext
    const row = yield* findContest(cid, caller)
    if (row.type !== ContestType.acm) return yield* Effect.fail(ContestErrors.notAcm())
    if (yield* contestAdmin(caller, row)) return row
    const now = Date.now()
    yield* readBoard(row, caller, now)
    if (statusAt(row, now) < 1) return yield* Effect.fail(ContestErrors.notEnded())
    // A board that stays sealed after the end (no automatic real rank) is its admins' to reveal (the
    // caller is not one: answered above).
    if (runs && sealedFor(false, row, now)) return yield* Effect.fail(ContestErrors.boardSealed())
    return row
  })

/** GET /get-contest-scroll-board-info */
export const scrollBoardInfo = ({ cid }: { readonly cid: number }) =>
  Effect.gen(function* () {
    const row = yield* scrollContest(cid, false)
    const problems = yield* dbQuery((db) =>
      db.select().from(contestProblem).where(eq(contestProblem.cid, row.id)),
    )
    return {
      id: row.id,
      rankShowName: row.rankShowName,
      problemCount: problems.length,
      balloonColor: Object.fromEntries(problems.map((p) => [p.displayId, p.color])),
      startTime: hojTime(row.startTime),
      sealRankTime: row.sealRank && row.sealRankTime ? hojTime(row.sealRankTime) : null,
      starUserList: row.starAccount,
    }
  })

/** GET /get-contest-scroll-board-submission: the runs that count (tries and Accepted), oldest first. */
export const scrollBoardSubmissions = (query: ScrollBoardQuery) =>
  Effect.gen(function* () {
    const row = yield* scrollContest(query.cid, true)
    const out = yield* leftOut(row)
    const records = yield* dbQuery((db) =>
      db
        .select()
        .from(contestRecord)
        .where(
          and(
            eq(contestRecord.cid, row.id),
            notInArray(contestRecord.uid, out),
            gte(contestRecord.submitTime, new Date(row.startTime)),
            lt(contestRecord.submitTime, new Date(row.endTime)),
          ),
        )
        .orderBy(asc(contestRecord.submitTime), asc(contestRecord.submitId)),
    )
    const stars = new Set(row.starAccount)
    const kept = records.filter(
      (r) => tryKind(r.status) !== 'none' && !(query.removeStar && stars.has(r.username)),
    )
    const profiles = yield* (yield* Users)
      .profiles([...new Set(kept.map((r) => r.uid))])
      .pipe(Effect.mapError(() => Errors.server()))
    return kept.map((r) => {
      const p = profiles.get(r.uid)
      return {
        uid: r.uid,
        username: p?.username ?? r.username,
        nickname: p?.nickname ?? null,
        realname: p?.realname ?? null,
        school: null,
        avatar: p?.avatar ?? null,
        gender: p?.gender ?? null,
        submitId: r.submitId,
        status: r.status,
        submitTime: hojTime(r.submitTime),
        displayId: r.displayId,
      }
    })
  })
