import {
  type Caller,
  type DbClient,
  dbQuery,
  dbTransaction,
  Errors,
  pageOf,
  pageOffset,
  refuse,
} from '@oj/sdk/server'
import {
  type AddGroupTrainingProblemInput,
  type AddTrainingProblemInput,
  ADMIN_LIST_LIMIT,
  type GroupTrainingDTOInput,
  TRAINING_LIST_LIMIT,
  type TrainingPage,
} from '@oj/training-contract'
import { and, count, desc, eq, isNull, or } from 'drizzle-orm'
import { Effect } from 'effect'

import { anyTraining, groupStanding, managedGroupTraining, type TrainingRow } from './access.ts'
import {
  addPlace,
  changePlace,
  type Guard,
  isPublicProblem,
  problemsOf,
  setStatus,
  storedFields,
  takeOut,
  theCaller,
  trainingDTO,
  trainingView,
} from './admin.ts'
import { catalog } from './catalog.ts'
import { TrainingErrors } from './errors.ts'
import { category, register, training, trainingProblem } from './tables.ts'
import { trainingPage } from './trainings.ts'

// A group's trainings (api-surface [group]: HOJ's GroupTrainingController). Stored like the site's,
// with the group's id (gid); who sees and who manages them is asked of the group, the owner of the
// scope 'gid': its members see the shown ones, its admins list every one and create trainings, and
// manage those they authored; its root manages every one (the super admin too, as the owner says).

/** The guard of a group training already checked (managedGroupTraining): it must still be that one. */
const checkedGuard =
  (checked: TrainingRow): Guard =>
  async (db, tid) => {
    const row = tid === checked.id ? await anyTraining(db, tid) : undefined
    if (!row || row.gid !== checked.gid) return refuse(TrainingErrors.notFound())
    return row
  }

/** The group training `tid` the caller may manage, and its guard for the transaction that changes it. */
const managed = (tid: number, caller: Caller) =>
  Effect.map(managedGroupTraining(tid, caller), (row) => ({ row, guard: checkedGuard(row) }))

/** GET /group/get-training-list: the group's shown trainings, for those who see its content. */
export const groupTrainingList = (query: {
  readonly gid: number
  readonly currentPage?: number | undefined
  readonly limit?: number | undefined
}) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* groupStanding(query.gid, caller, 'see')
    return yield* dbQuery((db): Promise<TrainingPage> =>
      trainingPage(
        db,
        and(eq(training.gid, query.gid), eq(training.status, true)),
        caller.uid,
        query.currentPage ?? 1,
        query.limit ?? TRAINING_LIST_LIMIT,
      ),
    )
  })

/** GET /group/get-admin-training-list: every training of the group, for its admins. */
export const groupAdminTrainingList = (query: {
  readonly gid: number
  readonly currentPage?: number | undefined
  readonly limit?: number | undefined
}) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* groupStanding(query.gid, caller, 'admin')
    const current = query.currentPage ?? 1
    const size = query.limit ?? ADMIN_LIST_LIMIT
    return yield* dbQuery(async (db) => {
      const where = eq(training.gid, query.gid)
      const [total] = await db.select({ n: count() }).from(training).where(where)
      const rows = await db
        .select()
        .from(training)
        .where(where)
        .orderBy(desc(training.id))
        .limit(size)
        .offset(pageOffset(current, size))
      return pageOf(rows.map(trainingView), total?.n ?? 0, current, size)
    })
  })

/** GET /group/training */
export const getGroupTraining = ({ tid }: { readonly tid: number }) =>
  Effect.gen(function* () {
    const { row } = yield* managed(tid, yield* theCaller)
    return yield* dbQuery((db) => trainingDTO(db, row))
  })

/**
 * The category of a group training: one by its id (the site's or this group's), or the group's one
 * of that name, made when the group has none.
 */
async function groupCategory(
  db: DbClient,
  gid: number,
  input: GroupTrainingDTOInput['trainingCategory'],
): Promise<number> {
  if (input.id !== undefined) {
    const [cat] = await db
      .select({ id: category.id })
      .from(category)
      .where(and(eq(category.id, input.id), or(isNull(category.gid), eq(category.gid, gid))))
    return cat ? cat.id : refuse(TrainingErrors.categoryNotFound())
  }
  if (!input.name) return refuse(TrainingErrors.categoryRequired())
  const [same] = await db
    .select({ id: category.id })
    .from(category)
    .where(and(eq(category.gid, gid), eq(category.name, input.name)))
  if (same) return same.id
  const [made] = await db
    .insert(category)
    .values({ name: input.name, color: input.color ?? null, gid })
    .returning({ id: category.id })
  return made ? made.id : refuse(TrainingErrors.categoryNotFound())
}

/** POST /group/training: a group's admin creates a training in it. */
export const createGroupTraining = (input: GroupTrainingDTOInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const gid = input.training.gid
    if (gid === undefined) return yield* Effect.fail(TrainingErrors.gidRequired())
    yield* groupStanding(gid, caller, 'admin')
    yield* dbTransaction(async (tx) => {
      const fields = storedFields(input.training, await groupCategory(tx, gid, input.trainingCategory))
      await tx.insert(training).values({ ...fields, gid, author: caller.username, authorUid: caller.uid })
    })
    return null
  })

/** PUT /group/training: a new password drops the registrations made with the old one (as HOJ). */
export const updateGroupTraining = (input: GroupTrainingDTOInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const tid = input.training.id
    if (tid === undefined) return yield* Effect.fail(TrainingErrors.idRequired())
    const { row, guard } = yield* managed(tid, caller)
    if (input.training.gid !== undefined && input.training.gid !== row.gid)
      return yield* Effect.fail(Errors.noPermission())
    yield* dbTransaction(async (tx) => {
      const before = await guard(tx, tid)
      const fields = storedFields(input.training, await groupCategory(tx, row.gid, input.trainingCategory))
      await tx
        .update(training)
        .set({ ...fields, gmtModified: new Date() })
        .where(eq(training.id, tid))
      if (fields.privatePwd !== null && fields.privatePwd !== before.privatePwd)
        await tx.delete(register).where(eq(register.tid, tid))
    })
    return null
  })

/** DELETE /group/training: with its problems, registrations and progress. */
export const deleteGroupTraining = ({ tid }: { readonly tid: number }) =>
  Effect.gen(function* () {
    const { guard } = yield* managed(tid, yield* theCaller)
    yield* dbTransaction(async (tx) => {
      await guard(tx, tid)
      await tx.delete(training).where(eq(training.id, tid))
    })
    return null
  })

/** PUT /group/change-training-status */
export const changeGroupTrainingStatus = ({
  tid,
  status,
}: {
  readonly tid: number
  readonly status: boolean
}) =>
  Effect.gen(function* () {
    const { guard } = yield* managed(tid, yield* theCaller)
    return yield* setStatus(guard, tid, status)
  })

/** GET /group/get-training-problem-list: the training's problems, or the group's problems to add. */
export const groupTrainingProblems = (query: {
  readonly tid: number
  readonly currentPage?: number | undefined
  readonly limit?: number | undefined
  readonly keyword?: string | undefined
  readonly queryExisted?: boolean | undefined
}) =>
  Effect.gen(function* () {
    const { row, guard } = yield* managed(query.tid, yield* theCaller)
    // the group's problems of every auth but private (2), as add-from-group takes them
    return yield* problemsOf(guard, query, (bank, search) =>
      bank.search({ ...search, gid: row.gid, auths: [1, 3] }),
    )
  })

/** PUT /group/training-problem */
export const updateGroupTrainingProblem = (input: {
  readonly id: number
  readonly displayId?: string | undefined
  readonly rank?: number | undefined
}) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const [place] = yield* dbQuery((db) =>
      db.select({ tid: trainingProblem.tid }).from(trainingProblem).where(eq(trainingProblem.id, input.id)),
    )
    if (!place) return yield* Effect.fail(TrainingErrors.problemNotInTraining())
    const { guard } = yield* managed(place.tid, caller)
    return yield* changePlace(guard, input)
  })

/** DELETE /group/training-problem */
export const removeGroupTrainingProblem = (input: { readonly pid: number; readonly tid: number }) =>
  Effect.gen(function* () {
    const { guard } = yield* managed(input.tid, yield* theCaller)
    return yield* takeOut(guard, input.tid, input.pid)
  })

/** POST /group/add-training-problem-from-public: a public problem of the bank. */
export const addGroupTrainingProblemFromPublic = (input: AddTrainingProblemInput) =>
  Effect.gen(function* () {
    const { guard } = yield* managed(input.tid, yield* theCaller)
    const [problem] = yield* (yield* catalog).byIds([input.pid])
    if (!problem) return yield* Effect.fail(TrainingErrors.problemNotFound())
    yield* addPlace(guard, input.tid, problem, input.displayId, isPublicProblem)
    return null
  })

/** POST /group/add-training-problem-from-group: a problem of the training's own group, not private. */
export const addGroupTrainingProblemFromGroup = (input: AddGroupTrainingProblemInput) =>
  Effect.gen(function* () {
    const { guard } = yield* managed(input.tid, yield* theCaller)
    const problem = yield* (yield* catalog).byProblemId(input.problemId)
    if (!problem) return yield* Effect.fail(TrainingErrors.problemNotFound())
    yield* addPlace(guard, input.tid, problem, undefined, sameGroup)
    return null
  })

const sameGroup = (
  problem: { readonly gid: number | null; readonly auth: number },
  row: TrainingRow,
): boolean => problem.gid !== null && problem.gid === row.gid && problem.auth !== 2
