import { type Caller, type DbClient, dbQuery, Errors, refuse } from '@oj/sdk/server'
import { TrainingAuth } from '@oj/training-contract'
import { and, eq, isNull } from 'drizzle-orm'
import { Effect } from 'effect'

import { TrainingErrors } from './errors.ts'
import { register, training } from './tables.ts'

// Who may do what with one training (spec 2 §6): its admins are the super admin and its author; a
// private training's content needs a registration (with its password) that is not banned; a public
// one is open; a hidden one (status false) exists only for its admins.

export type TrainingRow = typeof training.$inferSelect

const isRoot = (caller: Caller | undefined) => caller?.roles.includes('root') ?? false

/** The training's admins: the super admin and its author (spec 2 §6, as for contests). */
export const isTrainingAdmin = (caller: Caller | undefined, row: TrainingRow): boolean =>
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

/** The training when the caller may see it at all: hidden ones only for their admins. */
export const visibleTraining = (db: DbClient, tid: number, caller: Caller | undefined) =>
  findTraining(db, tid).then((row) =>
    row && (row.status || isTrainingAdmin(caller, row)) ? row : refuse(TrainingErrors.notFound()),
  )

export type AccessState = 'open' | 'registered' | 'admin' | 'login' | 'register' | 'banned'

/** What the caller may do with the training's content (problems, rank, submissions). */
export async function accessOf(
  db: DbClient,
  row: TrainingRow,
  caller: Caller | undefined,
): Promise<AccessState> {
  if (isTrainingAdmin(caller, row)) return 'admin'
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
export async function requireAccess(
  db: DbClient,
  row: TrainingRow,
  caller: Caller | undefined,
): Promise<void> {
  const state = await accessOf(db, row, caller)
  if (granted(state)) return
  if (state === 'login') refuse(Errors.loginFirst())
  if (state === 'banned') refuse(TrainingErrors.banned())
  refuse(TrainingErrors.registerFirst())
}

export const hasAccess = async (db: DbClient, row: TrainingRow, caller: Caller | undefined) =>
  granted(await accessOf(db, row, caller))

/** The training the caller may open, with its content: 404, 401 or 403 otherwise. */
export const openTraining = (tid: number, caller: Caller | undefined) =>
  dbQuery(async (db) => {
    const row = await visibleTraining(db, tid, caller)
    await requireAccess(db, row, caller)
    return row
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
