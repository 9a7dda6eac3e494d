import { MemberAuth } from '@oj/groups-contract'
import { type Caller, type DbClient, refuse } from '@oj/sdk/server'
import { and, eq } from 'drizzle-orm'

import { GroupErrors } from './errors.ts'
import { group, member } from './tables.ts'

// Who is what in a group (spec 3 §1, §6): levels 1 applying, 2 refused, 3 member, 4 admin, 5 root;
// the owner and a super admin count as root. Content (problems, trainings, contests, discussions,
// submissions, rank, members) is for levels 3-5 and super admins. A banned group (status 1) exists
// for super admins only; a hidden one (visible false) for its members (3-5) and super admins.

export type GroupRow = typeof group.$inferSelect
export type MemberRow = typeof member.$inferSelect

export const isSuperAdmin = (caller: Caller | undefined): boolean => caller?.roles.includes('root') ?? false
const isOwner = (caller: Caller | undefined, row: GroupRow): boolean =>
  caller !== undefined && caller.uid === row.ownerUid

/** The caller's standing in one group. */
export interface Standing {
  readonly group: GroupRow
  /** The stored relation (0 none), as the member table has it. */
  readonly stored: number
  /** What the caller counts as: the owner and a super admin are root (5). */
  readonly level: number
  readonly superAdmin: boolean
  readonly owner: boolean
}

export const canSee = (s: Pick<Standing, 'level'>): boolean => s.level >= MemberAuth.member
export const isGroupAdmin = (s: Pick<Standing, 'level'>): boolean => s.level >= MemberAuth.admin
export const isGroupRoot = (s: Pick<Standing, 'level'>): boolean => s.level >= MemberAuth.root

/** The stored relation of a user to a group (0 none). */
const storedAuth = async (db: DbClient, gid: number, uid: string): Promise<number> => {
  const [row] = await db
    .select({ auth: member.auth })
    .from(member)
    .where(and(eq(member.gid, gid), eq(member.uid, uid)))
  return row?.auth ?? MemberAuth.none
}

const standingIn = async (db: DbClient, row: GroupRow, caller: Caller | undefined): Promise<Standing> => {
  const stored = caller ? await storedAuth(db, row.id, caller.uid) : MemberAuth.none
  const superAdmin = isSuperAdmin(caller)
  const owner = isOwner(caller, row)
  return { group: row, stored, level: superAdmin || owner ? MemberAuth.root : stored, superAdmin, owner }
}

/** Whether the caller may know of the group at all (banned: super admins; hidden: members). */
const mayKnow = (s: Standing): boolean =>
  s.superAdmin || (s.group.status === 0 && (s.group.visible || canSee(s)))

/** The group and the caller's standing in it; undefined when absent or not to be known of. */
export const findStanding = async (
  db: DbClient,
  gid: number,
  caller: Caller | undefined,
): Promise<Standing | undefined> => {
  const [row] = await db.select().from(group).where(eq(group.id, gid))
  if (!row) return undefined
  const s = await standingIn(db, row, caller)
  return mayKnow(s) ? s : undefined
}

/** The caller's standing in a group they may know of: 404 otherwise. */
export const knownGroup = async (db: DbClient, gid: number, caller: Caller | undefined): Promise<Standing> =>
  (await findStanding(db, gid, caller)) ?? refuse(GroupErrors.notFound())

/** ... whose content they may see: 403 for those outside. */
export const memberOf = async (db: DbClient, gid: number, caller: Caller | undefined): Promise<Standing> => {
  const s = await knownGroup(db, gid, caller)
  return canSee(s) ? s : refuse(GroupErrors.notMember())
}

/** ... which they administer (level 4-5): 403 otherwise. */
export const adminOf = async (db: DbClient, gid: number, caller: Caller | undefined): Promise<Standing> => {
  const s = await knownGroup(db, gid, caller)
  return isGroupAdmin(s) ? s : refuse(GroupErrors.noPermission())
}

/** ... of which they are root (level 5: a root member, the owner, a super admin): 403 otherwise. */
export const rootOf = async (db: DbClient, gid: number, caller: Caller | undefined): Promise<Standing> => {
  const s = await knownGroup(db, gid, caller)
  return isGroupRoot(s) ? s : refuse(GroupErrors.noPermission())
}

// ---------------------------------------------------------------------------------------------
// The member rules of spec 3 §6, as pure functions (the table test walks them).
// ---------------------------------------------------------------------------------------------

/** Why a level change is refused, or undefined when it is allowed. */
export type MemberRefusal = 'noPermission' | 'ownerFixed'

/**
 * Changing `target` (its stored level) to `to`: the owner and super admins may set any level of
 * anyone but the owner; other actors must be admins (4-5), and both the target's level and the new
 * one must be below their own.
 */
export function changeRefusal(
  actor: Pick<Standing, 'level' | 'owner' | 'superAdmin'>,
  target: { readonly auth: number; readonly owner: boolean },
  to: number,
): MemberRefusal | undefined {
  if (target.owner) return 'ownerFixed'
  if (actor.owner || actor.superAdmin) return undefined
  if (!isGroupAdmin(actor)) return 'noPermission'
  if (target.auth >= actor.level || to >= actor.level) return 'noPermission'
  return undefined
}

/**
 * Removing `target` (not oneself: that is exiting): the owner and super admins may remove anyone
 * (the owner removed disbands the group: only a super admin can); other actors must be admins and
 * the target below them, and never the owner.
 */
export function removeRefusal(
  actor: Pick<Standing, 'level' | 'owner' | 'superAdmin'>,
  target: { readonly auth: number; readonly owner: boolean },
): MemberRefusal | undefined {
  if (actor.superAdmin) return undefined
  if (target.owner) return 'ownerFixed'
  if (actor.owner) return undefined
  if (!isGroupAdmin(actor)) return 'noPermission'
  if (target.auth >= actor.level) return 'noPermission'
  return undefined
}
