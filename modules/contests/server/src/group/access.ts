import {
  type Caller,
  type DbClient,
  dbQuery,
  Errors,
  mayManageScoped,
  refuse,
  type ScopeRole,
  scopeRole,
} from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { ContestErrors } from '../contest/errors.ts'
import type { ContestRow } from '../contest/policy.ts'
import { contest } from '../tables.ts'

// A group's contests (gid): who may see and manage them is the scope owner's word (ScopeOwners
// 'gid'), never the groups module's tables. Its members see the group's visible contests, its admins
// manage those they authored, its root every one (spec 3 §6).

const SCOPE = 'gid'

/** The caller's standing in the group, failing when they may not see it (or, with `admin`, manage in it). */
export const standing = (gid: number, caller: Caller | undefined, need: 'see' | 'admin') =>
  Effect.gen(function* () {
    const role = yield* scopeRole(SCOPE, gid, caller)
    if (!role.exists) return yield* Effect.fail(ContestErrors.notFound())
    if (!role[need]) return yield* Effect.fail(Errors.noPermission())
    return role
  })

/** Whether the caller manages this group contest with this standing in its group. */
const managesContest = (role: ScopeRole, caller: Caller | undefined, row: ContestRow) =>
  mayManageScoped(role, caller, { uid: row.uid, username: row.author })

/** A group contest (404 unknown, or not a group's) and the caller's standing in its group. */
export const groupContest = (cid: number, caller: Caller) =>
  Effect.gen(function* () {
    const row = yield* readRow(cid)
    if (!row || row.gid === null) return yield* Effect.fail(ContestErrors.notFound())
    const role = yield* standing(row.gid, caller, 'admin')
    if (!managesContest(role, caller, row)) return yield* Effect.fail(Errors.noPermission())
    return { row: row as ContestRow & { gid: number }, role }
  })

const readRow = (cid: number) =>
  dbQuery(async (db) => (await db.select().from(contest).where(eq(contest.id, cid)))[0])

/** The contest locked for a change, still the same group's (a concurrent move or delete is a 404). */
export async function locked(tx: DbClient, cid: number, gid: number): Promise<ContestRow> {
  const [row] = await tx.select().from(contest).where(eq(contest.id, cid)).for('update')
  if (!row || row.gid !== gid) return refuse(ContestErrors.notFound())
  return row
}
