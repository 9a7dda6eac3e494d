import {
  ADMIN_CONTEST_PAGE_SIZE,
  type AdminContestInput,
  type AdminContestListQuery,
  type AdminContestRow,
  type AdminContestView,
  type ChangeVisibleQuery,
  ContestAuth,
} from '@oj/contests-contract'
import { type DbClient, dbQuery, dbTransaction, pageOf, pageOffset, refuse } from '@oj/sdk/server'
import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { boardChanged } from '../board/stream.ts'
import { rebuildCells } from '../board/update.ts'
import { type ContestRow, statusAt } from '../contest/policy.ts'
import { boardCell, contest, contestRecord, contestRegister } from '../tables.ts'
import { administered, isRoot, theCaller } from './access.ts'
import { AdminErrors } from './errors.ts'
import { changesBoard, checkContest } from './validate.ts'

// The admin area's contest calls: the form's get, create, edit, delete, the list, clone, visibility.

const iso = (at: Date | string) => new Date(at).toISOString()
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`

const commonFields = (row: ContestRow) => ({
  id: row.id,
  uid: row.uid,
  author: row.author,
  title: row.title,
  type: row.type,
  description: row.description,
  source: row.source,
  auth: row.auth,
  startTime: iso(row.startTime),
  endTime: iso(row.endTime),
  duration: Math.floor((new Date(row.endTime).getTime() - new Date(row.startTime).getTime()) / 1000),
  sealRank: row.sealRank,
  sealRankTime: row.sealRankTime ? iso(row.sealRankTime) : null,
  autoRealRank: row.autoRealRank,
  status: statusAt(row, Date.now()),
  visible: row.visible,
  openPrint: row.openPrint,
  openAccountLimit: row.openAccountLimit,
  accountLimitRule: row.accountLimitRule,
  rankShowName: row.rankShowName,
  openRank: row.openRank,
  oiRankScoreType: row.oiRankScoreType,
  gid: row.gid,
  awardType: row.awardType,
  allowEndSubmit: row.allowEndSubmit,
  gmtCreate: iso(row.gmtCreate),
  gmtModified: iso(row.gmtModified),
})

/** HOJ's AdminContestVO of a row. */
export const adminContestView = (row: ContestRow): AdminContestView => ({
  ...commonFields(row),
  pwd: row.pwd,
  starAccount: row.starAccount,
  awardConfigList: row.awardType === 0 ? [] : row.awardConfig,
})

/** HOJ's Contest entity as its admin list shows it (no password; stars and awards as stored JSON texts). */
export const listRow = (row: ContestRow): AdminContestRow => ({
  ...commonFields(row),
  pwd: row.pwd,
  isGroup: row.gid !== null,
  starAccount: JSON.stringify({ star_account: row.starAccount }),
  awardConfig: row.awardType === 0 ? null : JSON.stringify({ config: row.awardConfig }),
})

/** GET /admin/contest */
export const getContest = ({ cid }: { readonly cid: number }) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const row = yield* dbTransaction((tx) => administered(tx, cid, caller))
    return adminContestView(row)
  })

/** POST /admin/contest: the caller is its creator (whatever uid and author the body names). */
export const createContest = (input: AdminContestInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const checked = checkContest(input)
    if ('error' in checked) return yield* Effect.fail(checked.error)
    yield* dbTransaction((tx) =>
      tx.insert(contest).values({ ...checked.ok, uid: caller.uid, author: caller.username }),
    )
    return null
  })

/**
 * PUT /admin/contest: the stored contest with the given fields over it, checked as a whole. A new
 * password of a contest that needs one drops its registrations (as HOJ); a change the boards show
 * rebuilds the board in the same transaction.
 */
export const updateContest = (input: AdminContestInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const cid = input.id
    if (cid === undefined) return yield* Effect.fail(AdminErrors.idRequired())
    yield* dbTransaction(async (tx) => {
      await storeContestEdit(tx, await administered(tx, cid, caller), input)
    })
    // This process's board readers see the new contest (its access, its board) at once.
    yield* boardChanged(cid)
    return null
  })

/** DELETE /admin/contest (root): with its problems list, registrations, announcements, prints, records and board. */
export const deleteContest = ({ cid }: { readonly cid: number }) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* dbTransaction(async (tx) => {
      await administered(tx, cid, caller)
      await removeContest(tx, cid)
    })
    // its streams end
    yield* boardChanged(cid)
    return null
  })

/** GET /admin/contest/get-contest-list: outside groups; root every contest, others their own. */
export const adminContestList = (query: AdminContestListQuery) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const current = query.currentPage ?? 1
    const size = query.limit ?? ADMIN_CONTEST_PAGE_SIZE
    return yield* dbQuery(async (db) => {
      const where = and(
        isNull(contest.gid),
        isRoot(caller) ? undefined : eq(contest.uid, caller.uid),
        query.keyword
          ? or(ilike(contest.title, likeText(query.keyword)), sql`${contest.id}::text = ${query.keyword}`)
          : undefined,
      )
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

/**
 * GET /admin/contest/clone: a copy of the contest's settings owned by the caller, titled "… [Cloned]",
 * its source the original (as HOJ: problems, announcements and registrations are not copied). Only
 * those who administer the original may copy it (it holds the password).
 */
export const cloneContest = ({ cid }: { readonly cid: number }) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* dbTransaction(async (tx) => {
      const row = await administered(tx, cid, caller)
      const { id: _id, gmtCreate: _c, gmtModified: _m, ...copy } = row
      await tx.insert(contest).values({
        ...copy,
        uid: caller.uid,
        author: caller.username,
        source: row.id,
        title: `${row.title} [Cloned]`.slice(0, 255),
      })
    })
    return null
  })

/** PUT /admin/contest/change-contest-visible: the stored creator decides, not the uid the client sends. */
export const changeVisible = (query: ChangeVisibleQuery) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* dbTransaction(async (tx) => {
      await administered(tx, query.cid, caller)
      await tx
        .update(contest)
        .set({ visible: query.visible, gmtModified: new Date() })
        .where(eq(contest.id, query.cid))
    })
    yield* boardChanged(query.cid)
    return null
  })

/**
 * Stores an edit of the locked contest `before` (the admin area's and a group's): checked as on
 * create, registrations dropped when a protected contest's password changes, the board rebuilt when
 * its rules change.
 */
export async function storeContestEdit(
  tx: DbClient,
  before: ContestRow,
  input: AdminContestInput,
): Promise<void> {
  const cid = before.id
  const checked = checkContest(input, before)
  if ('error' in checked) return refuse(checked.error)
  const fields = checked.ok
  const [after] = await tx
    .update(contest)
    .set({ ...fields, gmtModified: new Date() })
    .where(eq(contest.id, cid))
    .returning()
  if (fields.auth !== ContestAuth.public && (before.pwd ?? null) !== fields.pwd)
    await tx.delete(contestRegister).where(eq(contestRegister.cid, cid))
  if (after && changesBoard(before, fields)) await rebuildCells(tx, after)
}

/** Removes a locked contest with its board and records (its problems list, registrations and announcements go with it). */
export async function removeContest(tx: DbClient, cid: number): Promise<void> {
  await tx.delete(boardCell).where(eq(boardCell.cid, cid))
  await tx.delete(contestRecord).where(eq(contestRecord.cid, cid))
  await tx.delete(contest).where(eq(contest.id, cid))
}
