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
import { TrainingAuth } from '@oj/training-contract'
import { and, eq, isNull } from 'drizzle-orm'
import { Effect } from 'effect'

import { TrainingErrors } from './errors.ts'
import { register, training } from './tables.ts'

// Who may do what with one training (spec 2 §6): its admins are the super admin and its author; a
// private training's content needs a registration (with its password) that is not banned; a public
// one is open; a hidden one (status false) exists only for its admins. A group's training (gid) is
// asked of the group, the owner of the scope 'gid': only those who see the group's content know of
// it, and its admins are the group's root and the group admin who authored it (beside the super
// admin).

export type TrainingRow = typeof training.$inferSelect

const isRoot = (caller: Caller | undefined) => caller?.roles.includes('root') ?? false

/** The training's admins: the super admin and its author (spec 2 §6, as for contests). */
const isTrainingAdmin = (caller: Caller | undefined, row: TrainingRow): boolean =>
  caller !== undefined && (isRoot(caller) || caller.uid === row.authorUid || caller.username === row.author)

/** Who may change a training in the admin area: root, problem_admin, or its author. */
const canManage = (caller: Caller, row: TrainingRow): boolean =>
  caller.roles.includes('root') ||
  caller.roles.includes('problem_admin') ||
  caller.uid === row.authorUid ||
  caller.username === row.author

/** A training of the public site (not a group's), or undefined. */
const findTraining = (db: DbClient, tid: number) =>
  db
    .select()
    .from(training)
    .where(and(eq(training.id, tid), isNull(training.gid)))
    .then((rows) => rows[0])

/** The training of any scope (the public site's or a group's), or undefined. */
export const anyTraining = (db: DbClient, tid: number) =>
  db
    .select()
    .from(training)
    .where(eq(training.id, tid))
    .then((rows) => rows[0])

/** A training the caller may know of, and whether they are one of its admins. */
export interface SeenTraining {
  readonly row: TrainingRow
  readonly admin: boolean
}

/** The scope 'gid' (a group) that owns trainings with a gid. */
const GROUP_SCOPE = 'gid'

/** Whether the caller manages a group training: the group's root, or its admin who authored it. */
const managesScoped = (role: ScopeRole, caller: Caller | undefined, row: TrainingRow): boolean =>
  isRoot(caller) || mayManageScoped(role, caller, { uid: row.authorUid, username: row.author })

/**
 * The training when the caller may see it at all (404 otherwise): a hidden one only for its admins;
 * a group's one only for those who see the group's content.
 */
export const seeTraining = (tid: number, caller: Caller | undefined) =>
  Effect.gen(function* () {
    const row = yield* dbQuery((db) => anyTraining(db, tid))
    if (!row) return yield* Effect.fail(TrainingErrors.notFound())
    let admin = isTrainingAdmin(caller, row)
    if (row.gid !== null) {
      const role = yield* scopeRole(GROUP_SCOPE, row.gid, caller)
      if (!role.see) return yield* Effect.fail(TrainingErrors.notFound())
      admin = managesScoped(role, caller, row)
    }
    if (!row.status && !admin) return yield* Effect.fail(TrainingErrors.notFound())
    const seen: SeenTraining = { row, admin }
    return seen
  })

export type AccessState = 'open' | 'registered' | 'admin' | 'login' | 'register' | 'banned'

/** What the caller may do with the training's content (problems, rank, submissions). */
export async function accessOf(
  db: DbClient,
  { row, admin }: SeenTraining,
  caller: Caller | undefined,
): Promise<AccessState> {
  if (admin) return 'admin'
  if (row.auth !== TrainingAuth.private) return 'open'
  if (!caller) return 'login'
  const [reg] = await db
    .select({ status: register.status })
    .from(register)
    .where(and(eq(register.tid, row.id), eq(register.uid, caller.uid)))
  if (!reg) return 'register'
  return reg.status ? 'registered' : 'banned'
}

const granted = (state: AccessState) => state === 'open' || state === 'registered' || state === 'admin'

/** Refuses (401, 403) a caller who may not see the training's content. */
async function requireAccess(db: DbClient, seen: SeenTraining, caller: Caller | undefined): Promise<void> {
  const state = await accessOf(db, seen, caller)
  if (granted(state)) return
  if (state === 'login') refuse(Errors.loginFirst())
  if (state === 'banned') refuse(TrainingErrors.banned())
  refuse(TrainingErrors.registerFirst())
}

export const hasAccess = async (db: DbClient, seen: SeenTraining, caller: Caller | undefined) =>
  granted(await accessOf(db, seen, caller))

/** The training the caller may open, with its content: 404, 401 or 403 otherwise. */
export const openTraining = (tid: number, caller: Caller | undefined) =>
  Effect.gen(function* () {
    const seen = yield* seeTraining(tid, caller)
    yield* dbQuery((db) => requireAccess(db, seen, caller))
    return seen
  })

/** The training an admin-area caller may change: 404 when absent, 403 when not theirs. */
export const managedTraining = (db: DbClient, tid: number, caller: Caller) =>
  findTraining(db, tid).then((row) => {
    if (!row) return refuse(TrainingErrors.notFound())
    if (!canManage(caller, row)) return refuse(Errors.noPermission())
    return row
  })

export const requireCaller = (
  caller: Caller | undefined,
): Effect.Effect<Caller, ReturnType<typeof Errors.loginFirst>> =>
  caller ? Effect.succeed(caller) : Effect.fail(Errors.loginFirst())

/**
 * A group's training the caller may manage: 404 when absent, not a group's, or in a group they may
 * not see; 403 when they may see it but not manage it.
 */
export const managedGroupTraining = (tid: number, caller: Caller) =>
  Effect.gen(function* () {
    const row = yield* dbQuery((db) => anyTraining(db, tid))
    if (!row || row.gid === null) return yield* Effect.fail(TrainingErrors.notFound())
    const role = yield* scopeRole(GROUP_SCOPE, row.gid, caller)
    if (!role.see) return yield* Effect.fail(TrainingErrors.notFound())
    if (!managesScoped(role, caller, row)) return yield* Effect.fail(Errors.noPermission())
    return row as TrainingRow & { readonly gid: number }
  })

/** The caller's standing in a group, failing when it is unknown to them (404) or lacks `need` (403). */
export const groupStanding = (gid: number, caller: Caller, need: 'see' | 'admin') =>
  Effect.gen(function* () {
    const role = yield* scopeRole(GROUP_SCOPE, gid, caller)
    if (!role.exists) return yield* Effect.fail(TrainingErrors.groupNotFound())
    if (!role[need]) return yield* Effect.fail(Errors.noPermission())
    return role
  })
