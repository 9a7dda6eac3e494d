import { CurrentPage, Flag, HojProblem, Id, IntFromQuery, Limit, optionalParam, PageOf } from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import {
  ACCOUNT_RULE_MAX_LENGTH,
  AWARD_MAX_ITEMS,
  CONTEST_DESCRIPTION_MAX_LENGTH,
  DISPLAY_ID_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  STAR_MAX_USERS,
  STAR_USERNAME_MAX_LENGTH,
} from './admin-constants.ts'
import { KEYWORD_MAX_LENGTH, OI_RANK_SCORE_TYPES, TITLE_MAX_LENGTH } from './constants.ts'
import { AnnouncementPage } from './schemas.ts'

// The admin area's contest calls (api-surface [admin/contest]) with hoj-wire.txt's names and JSON
// types. The contest form's required fields arrive optional here: the server checks them in spec 3
// §5's order (title, description, start, end, duration, password) so that the first missing one is
// the one reported, as HOJ's form does.

const Int = Schema.Int
const Text = Schema.String
const NullText = Schema.NullOr(Schema.String)
const NullInt = Schema.NullOr(Schema.Int)

const maxText = (max: number, message?: string) =>
  Schema.String.check(Schema.isMaxLength(max, message ? { message } : undefined))
const trimmed = (max: number) =>
  Schema.String.pipe(
    Schema.decodeTo(Schema.String.check(Schema.isMaxLength(max)), SchemaTransformation.trim()),
  )
const between = (minimum: number, maximum: number, message?: string) =>
  IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum, maximum }, message ? { message } : undefined)))
/** A CSS colour: #rgb … #rrggbbaa or a plain name; at most 20 characters. */
const Color = Schema.String.pipe(
  Schema.decodeTo(
    Schema.String.check(
      Schema.isMaxLength(20, { message: 'contests.error.badColor' }),
      Schema.isPattern(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]*)$/, { message: 'contests.error.badColor' }),
    ),
    SchemaTransformation.trim(),
  ),
)
/** Absent or null: not given (an edit keeps the stored value, as HOJ's update skips nulls); '' is given. */
const nullable = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema))
const Paging = { currentPage: optionalParam(CurrentPage), limit: optionalParam(Limit) }

/** HOJ's ContestAwardConfigVO: one award (gold, silver, …) and how many win it. */
export const AwardConfigItem = Schema.Struct({
  priority: between(0, 1000, 'contests.error.awardPriority'),
  name: maxText(50, 'contests.error.awardNameTooLong'),
  background: maxText(50),
  color: maxText(50),
  num: between(0, 1_000_000, 'contests.error.awardNum'),
})
export type AwardConfigItem = typeof AwardConfigItem.Type

/** POST and PUT /admin/contest: HOJ's AdminContestVO as the admin form sends it (`id` when editing). */
export const AdminContestInput = Schema.Struct({
  id: optionalParam(Id),
  /** The group a contest is created in (POST /group/contest); the admin area's calls ignore it. */
  gid: optionalParam(Id),
  title: nullable(Schema.String),
  /** 0 ACM, 1 OI */
  type: optionalParam(between(0, 1, 'contests.error.badType')),
  description: nullable(Schema.String),
  source: optionalParam(between(0, 2_147_483_647)),
  /** 0 public, 1 private, 2 protected */
  auth: optionalParam(between(0, 2, 'contests.error.badAuth')),
  pwd: nullable(maxText(PASSWORD_MAX_LENGTH, 'contests.error.pwdTooLong')),
  startTime: nullable(maxText(64, 'contests.error.badTime')),
  endTime: nullable(maxText(64, 'contests.error.badTime')),
  /** Ignored but for the check that it is above 0 (the server counts it from the times). */
  duration: nullable(Schema.Number),
  sealRank: optionalParam(Flag),
  sealRankTime: nullable(maxText(64, 'contests.error.badTime')),
  autoRealRank: optionalParam(Flag),
  visible: optionalParam(Flag),
  openPrint: optionalParam(Flag),
  openRank: optionalParam(Flag),
  openAccountLimit: optionalParam(Flag),
  accountLimitRule: nullable(maxText(ACCOUNT_RULE_MAX_LENGTH, 'contests.error.accountRuleBad')),
  rankShowName: optionalParam(
    Schema.Literals(['username', 'nickname', 'realname']).annotate({
      message: 'contests.error.badRankShowName',
    }),
  ),
  starAccount: optionalParam(
    Schema.Array(maxText(STAR_USERNAME_MAX_LENGTH, 'contests.error.starTooLong')).check(
      Schema.isMaxLength(STAR_MAX_USERS, { message: 'contests.error.starTooMany' }),
    ),
  ),
  oiRankScoreType: optionalParam(
    Schema.Literals(OI_RANK_SCORE_TYPES).annotate({ message: 'contests.error.badOiRankScoreType' }),
  ),
  /** 0 none, 1 by proportion, 2 by count */
  awardType: optionalParam(between(0, 2, 'contests.error.badAwardType')),
  awardConfigList: optionalParam(
    Schema.Array(AwardConfigItem).check(
      Schema.isMaxLength(AWARD_MAX_ITEMS, { message: 'contests.error.awardTooMany' }),
    ),
  ),
  allowEndSubmit: optionalParam(Flag),
})
export type AdminContestInput = typeof AdminContestInput.Type

const contestFields = {
  id: Int,
  uid: Text,
  author: Text,
  title: Text,
  type: Int,
  description: NullText,
  source: Int,
  auth: Int,
  startTime: Text,
  endTime: Text,
  /** Seconds. */
  duration: Int,
  sealRank: Schema.Boolean,
  sealRankTime: NullText,
  autoRealRank: Schema.Boolean,
  /** -1 scheduled, 0 running, 1 ended (from the clock) */
  status: Int,
  visible: Schema.Boolean,
  openPrint: Schema.Boolean,
  openAccountLimit: Schema.Boolean,
  accountLimitRule: NullText,
  rankShowName: Text,
  openRank: Schema.Boolean,
  oiRankScoreType: Text,
  gid: NullInt,
  awardType: Int,
  allowEndSubmit: Schema.Boolean,
  gmtCreate: Text,
  gmtModified: Text,
}

/** GET /admin/contest: HOJ's AdminContestVO (with the password: its admins only). */
export const AdminContestView = Schema.Struct({
  ...contestFields,
  pwd: NullText,
  starAccount: Schema.Array(Schema.String),
  awardConfigList: Schema.Array(AwardConfigItem),
})
export type AdminContestView = typeof AdminContestView.Type

/**
 * A row of GET /admin/contest/get-contest-list: HOJ's Contest entity (the star users and awards as the
 * JSON texts HOJ stores). The list holds only contests the caller administers, so their passwords too.
 */
export const AdminContestRow = Schema.Struct({
  ...contestFields,
  pwd: NullText,
  isGroup: Schema.Boolean,
  /** `{"star_account":[…]}` */
  starAccount: Text,
  /** `{"config":[…]}`, or null without awards */
  awardConfig: NullText,
})
export type AdminContestRow = typeof AdminContestRow.Type
export const AdminContestPage = PageOf(AdminContestRow)

export const AdminCidQuery = Schema.Struct({ cid: Id })
export type AdminCidQuery = typeof AdminCidQuery.Type

/** GET /admin/contest/get-contest-list: keyword in the title or the id. */
export const AdminContestListQuery = Schema.Struct({
  ...Paging,
  keyword: optionalParam(trimmed(KEYWORD_MAX_LENGTH)),
})
export type AdminContestListQuery = typeof AdminContestListQuery.Type

export { GroupContestListQuery } from './schemas.ts'

/** PUT /admin/contest/change-contest-visible (HOJ sends the author's uid too: ignored, the stored one decides). */
export const ChangeVisibleQuery = Schema.Struct({
  cid: Id,
  uid: optionalParam(maxText(64)),
  visible: Flag,
})
export type ChangeVisibleQuery = typeof ChangeVisibleQuery.Type

/** GET /admin/contest/get-problem-list: the contest's problems, or (with problemType) the bank to add from. */
export const AdminContestProblemsQuery = Schema.Struct({
  ...Paging,
  keyword: optionalParam(trimmed(KEYWORD_MAX_LENGTH)),
  cid: Id,
  problemType: optionalParam(between(0, 1)),
  oj: optionalParam(maxText(20)),
})
export type AdminContestProblemsQuery = typeof AdminContestProblemsQuery.Type

/**
 * A problem of the contest's problem list or of the bank to add from: HOJ's Problem (hoj-wire.txt),
 * the statement's copy (the checker and the judge's files are null here: an editor reads them through
 * GET /admin/contest/problem).
 */
export const AdminProblemRow = HojProblem
export type AdminProblemRow = typeof AdminProblemRow.Type

/** HOJ's ContestProblem. */
export const ContestProblemRow = Schema.Struct({
  id: Int,
  displayId: Text,
  cid: Int,
  pid: Int,
  displayTitle: Text,
  color: NullText,
  gmtCreate: Text,
  gmtModified: Text,
})
export type ContestProblemRow = typeof ContestProblemRow.Type

/** The reply of GET /admin/contest/get-problem-list: the page and the contest's problems by pid. */
export const AdminContestProblems = Schema.Struct({
  problemList: PageOf(AdminProblemRow),
  contestProblemMap: Schema.Record(Schema.String, ContestProblemRow),
})
export type AdminContestProblems = typeof AdminContestProblems.Type

/** GET /admin/contest/contest-problem */
export const ContestProblemKey = Schema.Struct({ cid: Id, pid: Id })
export type ContestProblemKey = typeof ContestProblemKey.Type

const DisplayId = Schema.String.pipe(
  Schema.decodeTo(
    Schema.String.check(
      Schema.isNonEmpty({ message: 'contests.error.displayIdRequired' }),
      Schema.isMaxLength(DISPLAY_ID_MAX_LENGTH, { message: 'contests.error.displayIdTooLong' }),
    ),
    SchemaTransformation.trim(),
  ),
)

/** PUT /admin/contest/contest-problem: HOJ's ContestProblem (display id, display title, balloon colour). */
export const ContestProblemInput = Schema.Struct({
  id: optionalParam(Id),
  cid: Id,
  pid: Id,
  displayId: DisplayId,
  displayTitle: Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(
        Schema.isNonEmpty({ message: 'contests.error.displayTitleRequired' }),
        Schema.isMaxLength(TITLE_MAX_LENGTH, { message: 'contests.error.titleTooLong' }),
      ),
      SchemaTransformation.trim(),
    ),
  ),
  color: optionalParam(Color),
})
export type ContestProblemInput = typeof ContestProblemInput.Type

/** POST /admin/contest/add-problem-from-public: HOJ's ContestProblemDTO. */
export const AddFromPublicInput = Schema.Struct({ pid: Id, cid: Id, displayId: DisplayId })
export type AddFromPublicInput = typeof AddFromPublicInput.Type

/** A remote judge's name or problem id: required, trimmed, at most `max` characters. */
const RemoteText = (max: number) =>
  Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(
        Schema.isNonEmpty({ message: 'contests.error.remoteRequired' }),
        Schema.isMaxLength(max, { message: 'contests.error.remoteRequired' }),
      ),
      SchemaTransformation.trim(),
    ),
  )

/**
 * GET /admin/contest/import-remote-oj-problem: a remote judge's problem (`name`, e.g. HDU, and its
 * `problemId` there: NAME-problemId in the bank) into a contest under a display id.
 */
export const ImportRemoteInput = Schema.Struct({
  name: RemoteText(20),
  problemId: RemoteText(100),
  cid: Id,
  displayId: DisplayId,
})
export type ImportRemoteInput = typeof ImportRemoteInput.Type

/** DELETE /admin/contest/problem: without `cid` HOJ deletes the problem itself (the problems module's call). */
export const RemoveProblemQuery = Schema.Struct({ pid: Id, cid: optionalParam(Id) })
export type RemoveProblemQuery = typeof RemoveProblemQuery.Type

/** POST /group/add-contest-problem-from-group: a problem of the contest's group by its display id. */
export const AddFromGroupInput = Schema.Struct({
  problemId: RemoteText(100),
  cid: Id,
  displayId: DisplayId,
})
export type AddFromGroupInput = typeof AddFromGroupInput.Type

/** DELETE /group/contest-problem: the problem leaves the group contest (cid required). */
export const GroupRemoveProblemQuery = Schema.Struct({ pid: Id, cid: Id })
export type GroupRemoveProblemQuery = typeof GroupRemoveProblemQuery.Type

/** GET /admin/contest/problem: a problem by its id, as its editor sees it. */
export const ContestOwnProblemQuery = Schema.Struct({ pid: Id })
export type ContestOwnProblemQuery = typeof ContestOwnProblemQuery.Type

/** HOJ's Problem with everything its editor sets (the problems module's ProblemEditors reads it). */
export const EditableProblem = HojProblem
export type EditableProblem = typeof EditableProblem.Type

/**
 * POST and PUT /admin/contest/problem: HOJ's ProblemDTO, whose problem and cases the problems
 * module checks by its own rules (those of POST/PUT /admin/problem), and the problem's place in the
 * contest: with `cid` a new problem joins the contest under `displayId` (`displayTitle` defaults to
 * its title) in the same transaction, and a change is checked against the contest. HOJ's own client
 * sends no `cid` and places the new problem by a second call (PUT /admin/contest/contest-problem).
 */
export const ContestOwnProblemInput = Schema.Struct({
  problem: Schema.Record(Schema.String, Schema.Unknown),
  samples: optionalParam(Schema.Array(Schema.Unknown)),
  isUploadTestCase: optionalParam(Flag),
  uploadTestcaseDir: optionalParam(Schema.String),
  testCaseScore: optionalParam(Schema.Array(Schema.Unknown)),
  judgeMode: optionalParam(Schema.String),
  languages: optionalParam(Schema.Array(Schema.Unknown)),
  cid: optionalParam(Id),
  displayId: optionalParam(DisplayId),
  displayTitle: optionalParam(trimmed(TITLE_MAX_LENGTH)),
  color: optionalParam(Color),
})
export type ContestOwnProblemInput = typeof ContestOwnProblemInput.Type

/** What POST /admin/contest/problem created (HOJ's map holds `pid`), and its display id in the contest. */
export const CreatedContestProblem = Schema.Struct({
  pid: Int,
  problemId: Text,
  caseCount: NullInt,
  displayId: NullText,
})
export type CreatedContestProblem = typeof CreatedContestProblem.Type

/** GET /admin/contest/announcement */
export const AdminAnnouncementQuery = Schema.Struct({ ...Paging, cid: Id })
export type AdminAnnouncementQuery = typeof AdminAnnouncementQuery.Type
export { AnnouncementPage }

/** POST and PUT /admin/contest/announcement: HOJ's AnnouncementDTO ({cid, announcement}). */
export const AnnouncementInput = Schema.Struct({
  cid: Id,
  announcement: Schema.Struct({
    id: optionalParam(Id),
    title: Schema.String.pipe(
      Schema.decodeTo(
        Schema.String.check(
          Schema.isNonEmpty({ message: 'contests.error.announcementTitleRequired' }),
          Schema.isMaxLength(TITLE_MAX_LENGTH, { message: 'contests.error.titleTooLong' }),
        ),
        SchemaTransformation.trim(),
      ),
    ),
    content: Schema.String.check(
      Schema.makeFilter((c: string) => c.trim().length > 0 || 'contests.error.announcementContentRequired'),
      Schema.isMaxLength(CONTEST_DESCRIPTION_MAX_LENGTH, { message: 'contests.error.contentTooLong' }),
    ),
    /** 0 visible, 1 hidden */
    status: optionalParam(between(0, 1)),
  }),
})
export type AnnouncementInput = typeof AnnouncementInput.Type

/**
 * DELETE /admin/contest/announcement: by its id; HOJ's group call (/group/contest-announcement) also
 * names its contest, which must then be the announcement's.
 */
export const AidQuery = Schema.Struct({ aid: Id, cid: optionalParam(Id) })
export type AidQuery = typeof AidQuery.Type

/** DELETE /group/contest-announcement: the announcement and its contest (both required). */
export const GroupAidQuery = Schema.Struct({ aid: Id, cid: Id })
export type GroupAidQuery = typeof GroupAidQuery.Type

export const Nothing = Schema.Null
