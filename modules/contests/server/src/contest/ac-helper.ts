import type { AcInfoQuery, AcInfoRow, CheckAcInput } from '@oj/contests-contract'
import { JudgeStatus } from '@oj/sdk'
import { dbQuery, dbTransaction, Errors, pageOf, RequestContext, Users } from '@oj/sdk/server'
import { and, count, desc, eq, gte, lt, notInArray } from 'drizzle-orm'
import { Effect } from 'effect'

import { contestProblem, contestRecord } from '../tables.ts'
import { contestAdmin, findContest, leftOut } from './access.ts'
import type { ContestRow } from './policy.ts'

// The admin helper (spec 2 §2): the contest's Accepted runs for balloons, with first blood and a
// checked mark; for the contest's admins only.

const AC_PAGE = 20
const iso = (at: Date | string) => new Date(at).toISOString()

const adminContest = (cid: number) =>
  Effect.gen(function* () {
    const { caller } = yield* RequestContext
    if (!caller) return yield* Effect.fail(Errors.loginFirst())
    const row = yield* findContest(cid, caller)
    if (!(yield* contestAdmin(caller, row))) return yield* Effect.fail(Errors.noPermission())
    return row
  })

const acWhere = (row: ContestRow, out: ReadonlyArray<string>) =>
  and(
    eq(contestRecord.cid, row.id),
    eq(contestRecord.status, JudgeStatus.accepted),
    notInArray(contestRecord.uid, [...out]),
    gte(contestRecord.submitTime, new Date(row.startTime)),
    lt(contestRecord.submitTime, new Date(row.endTime)),
  )

/** GET /get-contest-ac-info */
export const acInfo = (query: AcInfoQuery) =>
  Effect.gen(function* () {
    const row = yield* adminContest(query.cid)
    const limit = query.limit ?? AC_PAGE
    const current = query.currentPage ?? 1
    const out = yield* leftOut(row)
    const [rows, totals, all, problems] = yield* dbQuery((db) =>
      Promise.all([
        db
          .select()
          .from(contestRecord)
          .where(acWhere(row, out))
          .orderBy(desc(contestRecord.submitTime), desc(contestRecord.submitId))
          .limit(limit)
          .offset((current - 1) * limit),
        db.select({ n: count() }).from(contestRecord).where(acWhere(row, out)),
        // First blood per problem: the earliest second of an Accepted run (ties all first).
        db
          .select({ displayId: contestRecord.displayId, submitTime: contestRecord.submitTime })
          .from(contestRecord)
          .where(acWhere(row, out)),
        db.select().from(contestProblem).where(eq(contestProblem.cid, row.id)),
      ]),
    )
    const start = new Date(row.startTime).getTime()
    const second = (at: Date | string) => Math.floor((new Date(at).getTime() - start) / 1000)
    const first = new Map<string, number>()
    for (const r of all)
      first.set(r.displayId, Math.min(first.get(r.displayId) ?? Infinity, second(r.submitTime)))
    const cpid = new Map(problems.map((p) => [p.displayId, p.id]))
    const profiles = yield* (yield* Users)
      .profiles([...new Set(rows.map((r) => r.uid))])
      .pipe(Effect.mapError(() => Errors.server()))
    const records = rows.map((r): AcInfoRow => ({
      id: r.submitId,
      cid: r.cid,
      uid: r.uid,
      pid: r.pid,
      cpid: cpid.get(r.displayId) ?? 0,
      displayId: r.displayId,
      submitId: r.submitId,
      username: profiles.get(r.uid)?.username ?? r.username,
      realname: profiles.get(r.uid)?.realname ?? null,
      status: r.status,
      submitTime: iso(r.submitTime),
      time: second(r.submitTime),
      score: r.score,
      useTime: r.useTime,
      firstBlood: first.get(r.displayId) === second(r.submitTime),
      checked: r.checked,
      gmtCreate: iso(r.submitTime),
      gmtModified: iso(r.submitTime),
    }))
    return pageOf(records, Number(totals[0]?.n ?? 0), current, limit)
  })

/** PUT /check-contest-ac-info */
export const checkAc = (input: CheckAcInput) =>
  Effect.gen(function* () {
    const row = yield* adminContest(input.cid)
    const changed = yield* dbTransaction((tx) =>
      tx
        .update(contestRecord)
        .set({ checked: input.checked })
        .where(and(eq(contestRecord.submitId, input.id), eq(contestRecord.cid, row.id)))
        .returning({ id: contestRecord.submitId }),
    )
    if (changed.length === 0) return yield* Effect.fail(Errors.notFound())
    return null
  })
