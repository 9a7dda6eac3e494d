import { MemberAuth } from '@oj/groups-contract'
import { ProblemAuth, type ScopeView, SubmissionScopes } from '@oj/problems-contract'
import { contribute, dbQuery, NO_ROLE, ScopeOwners } from '@oj/sdk/server'
import { and, eq, gte, inArray } from 'drizzle-orm'
import { Effect } from 'effect'

import { canSee, findStanding, isGroupAdmin, isGroupRoot, isSuperAdmin, memberOf } from './access.ts'
import { catalog } from './catalog.ts'
import { GroupErrors } from './errors.ts'
import { group, member } from './tables.ts'

// The group as the owner of the scope 'gid': the other modules' problems, trainings, contests and
// discussions with a gid ask here who may see them (members 3-5, super admins) and who may manage
// them (admins 4-5 their own, root 5 all). And the group scope of the problems module's submissions:
// a group's problem is submitted, viewed and listed in the group by its members.

export const groupOwner = contribute(ScopeOwners, 'gid', {
  role: ({ scopeId, caller }) =>
    dbQuery(async (db) => {
      const s = await findStanding(db, scopeId, caller)
      if (!s) return NO_ROLE
      return {
        exists: true,
        see: canSee(s),
        admin: isGroupAdmin(s),
        root: isGroupRoot(s),
        problemPrefix: s.group.shortName.toUpperCase(),
      }
    }),
  visible: ({ scopeIds, caller }) =>
    dbQuery(async (db) => {
      if (!caller || scopeIds.length === 0) return new Set<number>()
      const normal = await db
        .select({ id: group.id })
        .from(group)
        .where(and(inArray(group.id, [...scopeIds]), isSuperAdmin(caller) ? undefined : eq(group.status, 0)))
      if (isSuperAdmin(caller)) return new Set(normal.map((g) => g.id))
      const ids = normal.map((g) => g.id)
      if (ids.length === 0) return new Set<number>()
      const mine = await db
        .select({ gid: member.gid })
        .from(member)
        .where(and(inArray(member.gid, ids), eq(member.uid, caller.uid), gte(member.auth, MemberAuth.member)))
      return new Set(mine.map((m) => m.gid))
    }),
  roots: ({ scopeId }) =>
    dbQuery(async (db) => {
      const [row] = await db.select({ ownerUid: group.ownerUid }).from(group).where(eq(group.id, scopeId))
      if (!row) return []
      const roots = await db
        .select({ uid: member.uid })
        .from(member)
        .where(and(eq(member.gid, scopeId), eq(member.auth, MemberAuth.root)))
      return [...new Set([row.ownerUid, ...roots.map((m) => m.uid)])]
    }),
})

/**
 * The group's problem named by `ref`, when it is one of the group's and the caller may use it: public
 * in the group (auth 1) for its members, any for its admins.
 */
const groupProblem = (
  gid: number,
  ref: { readonly displayId: string } | { readonly pid: number },
  admin: boolean,
) =>
  Effect.gen(function* () {
    const bank = yield* catalog
    const found = 'pid' in ref ? (yield* bank.byIds([ref.pid]))[0] : yield* bank.byProblemId(ref.displayId)
    if (!found || found.gid !== gid || (!admin && found.auth !== ProblemAuth.public))
      return yield* Effect.fail(GroupErrors.problemNotFound())
    return found
  })

export const groupScope = contribute(SubmissionScopes, 'gid', {
  problem: ({ scopeId, ref, caller }) =>
    Effect.gen(function* () {
      const s = yield* dbQuery((db) => memberOf(db, scopeId, caller))
      const p = yield* groupProblem(scopeId, ref, isGroupAdmin(s))
      return { pid: p.pid, displayId: p.problemId }
    }),
  submitPolicy: ({ scopeId, pid, caller }) =>
    Effect.gen(function* () {
      const s = yield* dbQuery((db) => memberOf(db, scopeId, caller))
      yield* groupProblem(scopeId, { pid }, isGroupAdmin(s))
      return { priority: 'normal' as const, stopAtFirstFailure: false, interval: 'site' as const }
    }),
  view: ({ scopeId, caller }) =>
    dbQuery(async (db): Promise<ScopeView> => {
      const s = await memberOf(db, scopeId, caller)
      return {
        admin: isGroupAdmin(s),
        submissions: 'all',
        ownVerdicts: true,
        othersVerdicts: true,
        cases: true,
      }
    }),
})
