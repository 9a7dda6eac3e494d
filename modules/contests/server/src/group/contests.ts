import {
  ADMIN_CONTEST_PAGE_SIZE,
  type AdminContestInput,
  type ChangeVisibleQuery,
  CONTEST_LIST_PAGE_SIZE,
  type GroupContestListQuery,
} from '@oj/contests-contract'
import { dbQuery, dbTransaction, Errors, pageOf, pageOffset, RequestContext } from '@oj/sdk/server'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { adminContestView, listRow, removeContest, storeContestEdit } from '../admin/contests.ts'
import { AdminErrors } from '../admin/errors.ts'
import { checkContest } from '../admin/validate.ts'
import { boardChanged } from '../board/stream.ts'
import { contestView } from '../contest/views.ts'
import { contest, contestRegister } from '../tables.ts'
import { groupContest, locked, standing } from './access.ts'

// The group contest calls (GroupContestApi): stored as any contest with the group's gid, seen and
// managed as the group (the scope owner) says.

const theCaller = Effect.gen(function* () {
  const { caller } = yield* RequestContext
  if (!caller) return yield* Effect.fail(Errors.loginFirst())
  return caller
})

/** GET /group/get-contest-list: the group's visible contests; scheduled, running, then ended, latest first. */
export const groupContestList = (query: GroupContestListQuery) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* standing(query.gid, caller, 'see')
    const now = new Date()
    const limit = query.limit ?? CONTEST_LIST_PAGE_SIZE
    const current = query.currentPage ?? 1
    const state = sql<number>`case when ${contest.startTime} > ${now} then -1 when ${contest.endTime} > ${now} then 0 else 1 end`
    const where = and(eq(contest.visible, true), eq(contest.gid, query.gid))
    const [rows, totals] = yield* dbQuery((db) =>
      Promise.all([
        db
          .select()
          .from(contest)
          .where(where)
          .orderBy(asc(state), desc(contest.startTime), desc(contest.id))
          .limit(limit)
          .offset(pageOffset(current, limit)),
        db.select({ n: count() }).from(contest).where(where),
      ]),
    )
    const counts = yield* dbQuery(async (db) => {
      const ids = rows.map((r) => r.id)
      const n = new Map<number, number>()
      for (const id of ids) {
        const [c] = await db.select({ n: count() }).from(contestRegister).where(eq(contestRegister.cid, id))
        n.set(id, Number(c?.n ?? 0))
      }
      return n
    })
    const records = rows.map((r) => contestView(r, counts.get(r.id) ?? 0, now.getTime()))
    return pageOf(records, Number(totals[0]?.n ?? 0), current, limit)
  })

/** GET /group/get-admin-contest-list: every contest of the group, for its admins. */
export const groupAdminContestList = (query: GroupContestListQuery) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* standing(query.gid, caller, 'admin')
    const current = query.currentPage ?? 1
    const size = query.limit ?? ADMIN_CONTEST_PAGE_SIZE
    return yield* dbQuery(async (db) => {
      const where = eq(contest.gid, query.gid)
      const [total] = await db.select({ n: count() }).from(contest).where(where)
      const rows = await db
        .select()
        .from(contest)
        .where(where)
        .orderBy(desc(contest.startTime), desc(contest.id))
        .limit(size)
        .offset(pageOffset(current, size))
      return pageOf(rows.map(listRow), Number(total?.n ?? 0), current, size)
    })
  })

/** GET /group/contest */
export const getGroupContest = ({ cid }: { readonly cid: number }) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const { row } = yield* groupContest(cid, caller)
    return adminContestView(row)
  })

/** POST /group/contest: in the group named by gid, the caller its author. */
export const createGroupContest = (input: AdminContestInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    if (input.gid === undefined) return yield* Effect.fail(AdminErrors.gidRequired())
    yield* standing(input.gid, caller, 'admin')
    const checked = checkContest(input)
    if ('error' in checked) return yield* Effect.fail(checked.error)
    const gid = input.gid
    yield* dbTransaction((tx) =>
      tx.insert(contest).values({ ...checked.ok, gid, uid: caller.uid, author: caller.username }),
    )
    return null
  })

/** PUT /group/contest: as the admin area's edit; the contest stays in its group. */
export const updateGroupContest = (input: AdminContestInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const cid = input.id
    if (cid === undefined) return yield* Effect.fail(AdminErrors.idRequired())
    const { row: found } = yield* groupContest(cid, caller)
    yield* dbTransaction(async (tx) => {
      await storeContestEdit(tx, await locked(tx, cid, found.gid), input)
    })
    yield* boardChanged(cid)
    return null
  })

/** DELETE /group/contest: with its problems list, registrations, announcements, records and board. */
export const deleteGroupContest = ({ cid }: { readonly cid: number }) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const { row } = yield* groupContest(cid, caller)
    yield* dbTransaction(async (tx) => {
      await locked(tx, cid, row.gid)
      await removeContest(tx, cid)
    })
    yield* boardChanged(cid)
    return null
  })

/** PUT /group/change-contest-visible */
export const changeGroupContestVisible = (query: ChangeVisibleQuery) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const { row } = yield* groupContest(query.cid, caller)
    yield* dbTransaction(async (tx) => {
      await locked(tx, query.cid, row.gid)
      await tx
        .update(contest)
        .set({ visible: query.visible, gmtModified: new Date() })
        .where(eq(contest.id, query.cid))
    })
    yield* boardChanged(query.cid)
    return null
  })
