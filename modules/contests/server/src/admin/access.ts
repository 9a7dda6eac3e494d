import { type Caller, type DbClient, Errors, refuse, RequestContext } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { ContestErrors } from '../contest/errors.ts'
import { type ContestRow, isContestAdmin } from '../contest/policy.ts'
import { contest } from '../tables.ts'
import { AdminErrors } from './errors.ts'

// Who may administer one contest in the admin area: root, or the contest's creator (HOJ's
// AdminContestManager; spec 2 §6). The route rules have already admitted the admin roles.

export const theCaller = Effect.gen(function* () {
  const { caller } = yield* RequestContext
  if (!caller) return yield* Effect.fail(Errors.loginFirst())
  return caller
})

export const isRoot = (caller: Caller) => caller.roles.includes('root')

/** The contest, locked for the transaction, when the caller administers it (404 unknown, 403 not theirs). */
export async function administered(tx: DbClient, cid: number, caller: Caller): Promise<ContestRow> {
  const [row] = await tx.select().from(contest).where(eq(contest.id, cid)).for('update')
  if (!row) return refuse(ContestErrors.notFound())
  if (!isContestAdmin(caller, row)) return refuse(AdminErrors.noPermission())
  return row
}
