import {
  CurrentPage,
  Flag,
  HojProblem,
  Id,
  IntFromQuery,
  Limit,
  optionalParam,
  PageOf,
  TrimmedText,
} from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import {
  CATEGORY_NAME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  TRAINING_AUTHS,
} from './constants.ts'

// The training calls' inputs and replies, with HOJ's field names and JSON types (hoj-wire.txt).
// Checks that fail with a message id (training.error.*) are shown to the caller as that message, in
// their language (the server module's messages hold both). Timestamps are ISO 8601 strings.

const Int = Schema.Int
const Text = Schema.String
const NullInt = Schema.NullOr(Schema.Int)
const NullText = Schema.NullOr(Schema.String)

const trimmed = TrimmedText
const required = (max: number, requiredMessage: string, tooLongMessage: string) =>
  Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(
        Schema.isNonEmpty({ message: requiredMessage }),
        Schema.isMaxLength(max, { message: tooLongMessage }),
      ),
      SchemaTransformation.trim(),
    ),
  )

/** A CSS colour: #rgb, #rrggbb or a plain name; at most 20 characters. */
const Color = Schema.String.pipe(
  Schema.decodeTo(
    Schema.String.check(
      Schema.isMaxLength(20, { message: 'training.error.badColor' }),
      Schema.isPattern(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]*)$/, { message: 'training.error.badColor' }),
    ),
    SchemaTransformation.trim(),
  ),
)

// ---------------------------------------------------------------------------------------------
// Replies
// ---------------------------------------------------------------------------------------------

/** HOJ's Training (the admin's view: with the password). */
export const Training = Schema.Struct({
  id: Int,
  title: Text,
  description: Text,
  author: Text,
  /** 'Public' or 'Private' */
  auth: Text,
  privatePwd: NullText,
  /** Shown to users */
  status: Schema.Boolean,
  /** Order in the list (smaller first) */
  rank: Int,
  isGroup: Schema.Boolean,
  gid: NullInt,
  gmtCreate: Text,
  gmtModified: Text,
})
export type Training = typeof Training.Type

/** HOJ's TrainingCategory. */
export const TrainingCategory = Schema.Struct({
  id: Int,
  name: Text,
  color: NullText,
  gid: NullInt,
  gmtCreate: Text,
  gmtModified: Text,
})
export type TrainingCategory = typeof TrainingCategory.Type
export const TrainingCategories = Schema.Array(TrainingCategory)

/** HOJ's TrainingDTO: a training with its category. */
export const TrainingDetailDTO = Schema.Struct({
  training: Training,
  trainingCategory: Schema.NullOr(TrainingCategory),
})
export type TrainingDetailDTO = typeof TrainingDetailDTO.Type

/** HOJ's TrainingVO: a training as users see it; `acCount` the caller's solved problems in it. */
export const TrainingVO = Schema.Struct({
  id: Int,
  title: Text,
  description: Text,
  author: Text,
  auth: Text,
  categoryName: NullText,
  categoryColor: NullText,
  rank: Int,
  problemCount: Int,
  acCount: Int,
  gid: NullInt,
  gmtModified: Text,
})
export type TrainingVO = typeof TrainingVO.Type
export const TrainingPage = PageOf(TrainingVO)
export type TrainingPage = typeof TrainingPage.Type
export const AdminTrainingPage = PageOf(Training)
export type AdminTrainingPage = typeof AdminTrainingPage.Type

const Tag = Schema.Struct({
  id: Int,
  name: Text,
  color: NullText,
  oj: Text,
  gid: NullInt,
  tcid: NullInt,
  gmtCreate: Text,
  gmtModified: Text,
})

/**
 * A problem of a training (HOJ's ProblemVO): `problemId` is the bank's id of it, `displayId` its id
 * in the training (what submissions in the training and the rank name it by), `myStatus` the
 * caller's status from their submissions in the training (-10 none), `score` their OI score there.
 */
export const TrainingProblemRow = Schema.Struct({
  pid: Int,
  problemId: Text,
  displayId: Text,
  title: Text,
  difficulty: Int,
  type: Int,
  tags: Schema.Array(Tag),
  total: Int,
  ac: Int,
  mle: Int,
  tle: Int,
  re: Int,
  pe: Int,
  ce: Int,
  wa: Int,
  se: Int,
  pa: Int,
  score: NullInt,
  myStatus: Int,
})
export type TrainingProblemRow = typeof TrainingProblemRow.Type
export const TrainingProblemRows = Schema.Array(TrainingProblemRow)

/** HOJ's TrainingProblem (a problem's place in a training). */
export const TrainingProblem = Schema.Struct({
  id: Int,
  tid: Int,
  pid: Int,
  displayId: Text,
  rank: Int,
  gmtCreate: Text,
  gmtModified: Text,
})
export type TrainingProblem = typeof TrainingProblem.Type

/** One cell of the rank: the problem's status for the user, by the problem's id in the training. */
const RankCell = Schema.Struct({
  status: Int,
  score: NullInt,
  isAC: Schema.Boolean,
  /** ms of the fastest accepted submission */
  runTime: NullInt,
})

/** HOJ's TrainingRankVO; `realname` only for the training's admins. */
export const TrainingRankRow = Schema.Struct({
  /** 1-based place in the rank */
  rank: Int,
  uid: Text,
  username: Text,
  realname: NullText,
  nickname: NullText,
  school: NullText,
  gender: NullText,
  avatar: NullText,
  ac: Int,
  totalRunTime: Int,
  submissionInfo: Schema.Record(Schema.String, RankCell),
})
export type TrainingRankRow = typeof TrainingRankRow.Type
export const TrainingRankPage = PageOf(TrainingRankRow)
export type TrainingRankPage = typeof TrainingRankPage.Type

/** HOJ's AccessVO. */
export const Access = Schema.Struct({ access: Schema.Boolean })
export type Access = typeof Access.Type

/**
 * GET /admin/training/get-problem-list: with `queryExisted` the training's problems (ordered by
 * rank) and `trainingProblemMap` their places by pid; else the public bank's others.
 */
export const AdminTrainingProblems = Schema.Struct({
  /** HOJ's Problem, whole (its author and times too), as the contest admin's list answers it. */
  problemList: PageOf(HojProblem),
  trainingProblemMap: Schema.Record(Schema.String, TrainingProblem),
})
export type AdminTrainingProblems = typeof AdminTrainingProblems.Type

/** A user who registered for a private training. */
export const TrainingRegister = Schema.Struct({
  id: Int,
  tid: Int,
  uid: Text,
  username: Text,
  /** false: banned from the training */
  status: Schema.Boolean,
  gmtCreate: Text,
  gmtModified: Text,
})
export type TrainingRegister = typeof TrainingRegister.Type
export const TrainingRegisterPage = PageOf(TrainingRegister)
export type TrainingRegisterPage = typeof TrainingRegisterPage.Type

export const Nothing = Schema.Null

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

const Keyword = optionalParam(trimmed(KEYWORD_MAX_LENGTH))

/**
 * A required id of a JSON body: HOJ's client sends null for an id it has not got, which is refused
 * with the message `message` (not as a value of the wrong type). The filter keeps null out, so the
 * decoded value is the id.
 */
const BodyId = (message: string) =>
  Schema.NullOr(Id).check(
    Schema.makeFilter((v: number | null) => v !== null || message),
  ) as unknown as typeof Id
const Paging = { currentPage: optionalParam(CurrentPage), limit: optionalParam(Limit) }

export const NoInput = Schema.Struct({})

/** GET /get-training-list */
export const TrainingListQuery = Schema.Struct({
  ...Paging,
  keyword: Keyword,
  categoryId: optionalParam(Id),
  auth: optionalParam(Schema.Literals(TRAINING_AUTHS)),
})
export type TrainingListQuery = typeof TrainingListQuery.Type

export const TidQuery = Schema.Struct({ tid: Id })
export type TidQuery = typeof TidQuery.Type

/** GET /get-training-rank */
export const TrainingRankQuery = Schema.Struct({ tid: Id, ...Paging, keyword: Keyword })
export type TrainingRankQuery = typeof TrainingRankQuery.Type

/** POST /register-training (HOJ's RegisterTrainingDTO) */
export const RegisterTrainingInput = Schema.Struct({
  tid: BodyId('training.error.tidRequired'),
  password: Schema.String.check(
    Schema.isNonEmpty({ message: 'training.error.passwordRequired' }),
    Schema.isMaxLength(PASSWORD_MAX_LENGTH),
  ),
})
export type RegisterTrainingInput = typeof RegisterTrainingInput.Type

/** The training part of HOJ's TrainingDTO as an admin sends it (`id` when editing). */
const TrainingInput = Schema.Struct({
  id: optionalParam(Id),
  title: required(TITLE_MAX_LENGTH, 'training.error.titleRequired', 'training.error.titleTooLong'),
  description: optionalParam(
    Schema.String.check(
      Schema.isMaxLength(DESCRIPTION_MAX_LENGTH, { message: 'training.error.descriptionTooLong' }),
    ),
  ),
  auth: Schema.Literals(TRAINING_AUTHS).annotate({ message: 'training.error.badAuth' }),
  privatePwd: optionalParam(trimmed(PASSWORD_MAX_LENGTH)),
  status: optionalParam(Flag),
  rank: optionalParam(
    IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: -1_000_000, maximum: 1_000_000 }))),
  ),
})

/** POST and PUT /admin/training (HOJ's TrainingDTO); the category by its id. */
export const TrainingDTOInput = Schema.Struct({
  training: TrainingInput,
  trainingCategory: Schema.Struct({ id: Id }).annotate({ message: 'training.error.categoryRequired' }),
})
export type TrainingDTOInput = typeof TrainingDTOInput.Type

/** PUT /admin/training/change-training-status */
export const ChangeStatusInput = Schema.Struct({
  tid: Id,
  author: optionalParam(trimmed(255)),
  status: Flag,
})
export type ChangeStatusInput = typeof ChangeStatusInput.Type

/** GET /admin/training/get-training-list */
export const AdminTrainingListQuery = Schema.Struct({ ...Paging, keyword: Keyword })
export type AdminTrainingListQuery = typeof AdminTrainingListQuery.Type

/** GET /admin/training/get-problem-list */
export const AdminTrainingProblemsQuery = Schema.Struct({
  ...Paging,
  keyword: Keyword,
  queryExisted: optionalParam(Flag),
  tid: Id,
})
export type AdminTrainingProblemsQuery = typeof AdminTrainingProblemsQuery.Type

/** POST /admin/training/add-problem-from-public (HOJ's TrainingProblemDTO) */
export const AddTrainingProblemInput = Schema.Struct({
  pid: BodyId('training.error.pidRequired'),
  tid: BodyId('training.error.tidRequired'),
  displayId: optionalParam(trimmed(100)),
})
export type AddTrainingProblemInput = typeof AddTrainingProblemInput.Type

/** GET /admin/training/import-remote-oj-problem: a remote problem already in the bank. */
export const ImportRemoteInput = Schema.Struct({
  name: required(20, 'training.error.remoteRequired', 'training.error.remoteRequired'),
  problemId: required(100, 'training.error.remoteRequired', 'training.error.remoteRequired'),
  tid: Id,
})
export type ImportRemoteInput = typeof ImportRemoteInput.Type

/** DELETE /admin/training/problem */
export const RemoveTrainingProblemInput = Schema.Struct({ pid: Id, tid: optionalParam(Id) })
export type RemoveTrainingProblemInput = typeof RemoveTrainingProblemInput.Type

/** PUT /admin/training/problem (HOJ's TrainingProblem): its display id and rank. */
export const UpdateTrainingProblemInput = Schema.Struct({
  id: BodyId('training.error.idRequired'),
  displayId: optionalParam(trimmed(100)),
  rank: optionalParam(
    IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: -1_000_000, maximum: 1_000_000 }))),
  ),
})
export type UpdateTrainingProblemInput = typeof UpdateTrainingProblemInput.Type

/** POST and PUT /admin/training/category (HOJ's TrainingCategory) */
export const CategoryInput = Schema.Struct({
  id: optionalParam(Id),
  name: required(
    CATEGORY_NAME_MAX_LENGTH,
    'training.error.categoryNameRequired',
    'training.error.categoryNameTooLong',
  ),
  color: optionalParam(Color),
})
export type CategoryInput = typeof CategoryInput.Type

/** DELETE /admin/training/category */
export const CategoryIdQuery = Schema.Struct({ cid: Id })
export type CategoryIdQuery = typeof CategoryIdQuery.Type

/** GET /admin/training/register: the registrations of a training. */
export const RegisterListQuery = Schema.Struct({ tid: Id, ...Paging, keyword: Keyword })
export type RegisterListQuery = typeof RegisterListQuery.Type

/** PUT /admin/training/register: bans (false) or readmits (true) a registered user. */
export const RegisterStatusInput = Schema.Struct({
  tid: Id,
  uid: Schema.String.check(Schema.isNonEmpty()),
  status: Flag,
})
export type RegisterStatusInput = typeof RegisterStatusInput.Type

/** DELETE /admin/training/register: removes a registration. */
export const RegisterRemoveQuery = Schema.Struct({ tid: Id, uid: Schema.String.check(Schema.isNonEmpty()) })
export type RegisterRemoveQuery = typeof RegisterRemoveQuery.Type

// ---------------------------------------------------------------------------------------------
// A group's trainings (api-surface [group]: GroupTrainingController)
// ---------------------------------------------------------------------------------------------

/** GET /group/get-training-list and /group/get-admin-training-list */
export const GroupTrainingListQuery = Schema.Struct({ ...Paging, gid: Id })
export type GroupTrainingListQuery = typeof GroupTrainingListQuery.Type

/**
 * POST and PUT /group/training (HOJ's TrainingDTO): the training with its group (`gid`, required when
 * creating) and its category: one by its id (the site's or the group's), or a new one of the group
 * by its name.
 */
export const GroupTrainingDTOInput = Schema.Struct({
  training: Schema.Struct({ ...TrainingInput.fields, gid: optionalParam(Id) }),
  trainingCategory: Schema.Struct({
    id: optionalParam(Id),
    name: optionalParam(trimmed(CATEGORY_NAME_MAX_LENGTH)),
    color: optionalParam(Color),
  }).annotate({ message: 'training.error.categoryRequired' }),
})
export type GroupTrainingDTOInput = typeof GroupTrainingDTOInput.Type

/** DELETE /group/training-problem */
export const GroupRemoveTrainingProblemInput = Schema.Struct({ pid: Id, tid: Id })
export type GroupRemoveTrainingProblemInput = typeof GroupRemoveTrainingProblemInput.Type

/** POST /group/add-training-problem-from-group: a problem of the training's group by its display id. */
export const AddGroupTrainingProblemInput = Schema.Struct({
  problemId: required(100, 'training.error.problemIdRequired', 'training.error.problemIdRequired'),
  tid: Id,
})
export type AddGroupTrainingProblemInput = typeof AddGroupTrainingProblemInput.Type
