import { CurrentPage, Flag, Id, IntFromQuery, Limit, optionalParam, PageOf } from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import {
  BOARD_MAX_LIMIT,
  CONCERNED_MAX,
  KEYWORD_MAX_LENGTH,
  PRINT_MAX_LENGTH,
  PRINT_MIN_LENGTH,
} from './constants.ts'

// Schemas of the contest calls, as hoj-wire.txt shapes them. Checks that fail with a message id
// (contests.error.*) are shown to the caller as that message, in their language.

const Int = Schema.Int
const Text = Schema.String
const NullText = Schema.NullOr(Schema.String)
const NullInt = Schema.NullOr(Schema.Int)

const trimmed = (max: number) =>
  Schema.String.pipe(
    Schema.decodeTo(Schema.String.check(Schema.isMaxLength(max)), SchemaTransformation.trim()),
  )

export const ContestIdQuery = Schema.Struct({ cid: Id })
export type ContestIdQuery = typeof ContestIdQuery.Type

/** GET /get-contest-list */
export const ContestListQuery = Schema.Struct({
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
  /** -1 scheduled, 0 running, 1 ended */
  status: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: -1, maximum: 1 })))),
  /** 0 ACM, 1 OI */
  type: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 1 })))),
  keyword: optionalParam(trimmed(KEYWORD_MAX_LENGTH)),
})
export type ContestListQuery = typeof ContestListQuery.Type

/** GET /group/get-contest-list and /group/get-admin-contest-list: a group's contests, a page. */
export const GroupContestListQuery = Schema.Struct({
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
  gid: Id,
})
export type GroupContestListQuery = typeof GroupContestListQuery.Type

/** HOJ's ContestVO: a contest as contestants see it (never its password). */
export const ContestView = Schema.Struct({
  id: Int,
  author: Text,
  title: Text,
  /** 0 ACM, 1 OI */
  type: Int,
  description: NullText,
  /** -1 scheduled, 0 running, 1 ended (from the clock) */
  status: Int,
  source: Int,
  /** 0 public, 1 private, 2 protected */
  auth: Int,
  /** The server's clock (ISO 8601), for countdowns. */
  now: Text,
  startTime: Text,
  endTime: Text,
  /** Seconds. */
  duration: Int,
  sealRank: Schema.Boolean,
  openPrint: Schema.Boolean,
  sealRankTime: NullText,
  rankShowName: Text,
  openRank: Schema.Boolean,
  /** 'Recent', 'Highest' or 'Subtask' (IOI: per subtask the best run, summed) */
  oiRankScoreType: Text,
  /** Registered users. */
  count: Int,
  gid: NullInt,
  allowEndSubmit: Schema.Boolean,
})
export type ContestView = typeof ContestView.Type
export const ContestPage = PageOf(ContestView)
export const ContestList = Schema.Array(ContestView)
export const NoQuery = Schema.Struct({})
export type ContestPage = typeof ContestPage.Type

export const AccessView = Schema.Struct({ access: Schema.Boolean })
export type AccessView = typeof AccessView.Type

/** POST /register-contest (HOJ's RegisterContestDTO). */
export const RegisterContestInput = Schema.Struct({
  cid: Id,
  password: optionalParam(Schema.String.check(Schema.isMaxLength(255))),
})
export type RegisterContestInput = typeof RegisterContestInput.Type

/** GET /get-contest-problem */
export const ContestProblemsQuery = Schema.Struct({ cid: Id, containsEnd: optionalParam(Flag) })
export type ContestProblemsQuery = typeof ContestProblemsQuery.Type

/** HOJ's ContestProblemVO; `ac` and `total` are null without the real-time rank permission. */
export const ContestProblemView = Schema.Struct({
  id: Int,
  displayId: Text,
  cid: Int,
  pid: Int,
  displayTitle: Text,
  color: NullText,
  ac: NullInt,
  total: NullInt,
})
export type ContestProblemView = typeof ContestProblemView.Type
export const ContestProblemList = Schema.Array(ContestProblemView)

/** HOJ's ContestRankDTO: POST /get-contest-rank and /get-contest-outside-scoreboard. */
export const ContestRankInput = Schema.Struct({
  cid: Id,
  limit: optionalParam(
    IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: BOARD_MAX_LIMIT }))),
  ),
  currentPage: optionalParam(CurrentPage),
  /** A contest admin rebuilds the board from its records first. */
  forceRefresh: optionalParam(Flag),
  removeStar: optionalParam(Flag),
  keyword: optionalParam(trimmed(KEYWORD_MAX_LENGTH)),
  containsEnd: optionalParam(Flag),
  /** uids the viewer follows: copies of their rows go on top. */
  concernedList: optionalParam(
    Schema.Array(Schema.String.check(Schema.isMaxLength(64))).check(Schema.isMaxLength(CONCERNED_MAX)),
  ),
  externalCidList: optionalParam(Schema.Array(Schema.Int)),
})
export type ContestRankInput = typeof ContestRankInput.Type

const RankProfile = {
  rank: Int,
  isWinAward: Schema.Boolean,
  awardName: NullText,
  awardBackground: NullText,
  awardColor: NullText,
  uid: Text,
  username: Text,
  realname: NullText,
  nickname: NullText,
  school: NullText,
  gender: NullText,
  avatar: NullText,
}

/** One problem of an ACM row: HOJ's submissionInfo entry. */
const AcmCellView = Schema.Struct({
  isAC: Schema.Boolean,
  isFirstAC: Schema.Boolean,
  isAfterContest: Schema.Boolean,
  /** Seconds from the start to the first Accepted. */
  ACTime: NullInt,
  errorNum: Int,
  /** Tries hidden while the board is sealed (pending). */
  tryNum: Int,
})

/** HOJ's ACMContestRankVO (rank -1: a star user). */
export const AcmRankRow = Schema.Struct({
  ...RankProfile,
  /** Penalty, seconds. */
  totalTime: Int,
  total: Int,
  ac: Int,
  submissionInfo: Schema.Record(Schema.String, AcmCellView),
})
/** HOJ's OIContestRankVO. */
export const OiRankRow = Schema.Struct({
  ...RankProfile,
  totalScore: Int,
  /** ms */
  totalTime: Int,
  submissionInfo: Schema.Record(Schema.String, Int),
  timeInfo: Schema.Record(Schema.String, Int),
})
export type AcmRankRow = typeof AcmRankRow.Type
export type OiRankRow = typeof OiRankRow.Type
/** A board page: ACM or OI rows by the contest's rule. */
export const RankPage = PageOf(Schema.Union([AcmRankRow, OiRankRow]))
export type RankPage = typeof RankPage.Type

/** HOJ's ContestOutsideInfoVO. */
export const OutsideInfo = Schema.Struct({
  contest: ContestView,
  problemList: Schema.Array(
    Schema.Struct({
      id: Int,
      displayId: Text,
      cid: Int,
      pid: Int,
      displayTitle: Text,
      color: NullText,
      gmtCreate: Text,
      gmtModified: Text,
    }),
  ),
})
export type OutsideInfo = typeof OutsideInfo.Type

/** GET /get-contest-announcement */
export const AnnouncementQuery = Schema.Struct({
  cid: Id,
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
})
export type AnnouncementQuery = typeof AnnouncementQuery.Type

/** HOJ's AnnouncementVO. */
export const AnnouncementView = Schema.Struct({
  id: Int,
  title: Text,
  content: Text,
  uid: Text,
  username: Text,
  status: Int,
  gmtCreate: Text,
  gmtModified: Text,
})
export type AnnouncementView = typeof AnnouncementView.Type
export const AnnouncementPage = PageOf(AnnouncementView)

/** POST /get-contest-not-read-announcement (HOJ's UserReadContestAnnouncementDTO). */
export const UnreadAnnouncementInput = Schema.Struct({
  cid: Id,
  readAnnouncementList: optionalParam(Schema.Array(Schema.Int).check(Schema.isMaxLength(1000))),
})
export type UnreadAnnouncementInput = typeof UnreadAnnouncementInput.Type
/** HOJ's Announcement. */
export const UnreadAnnouncements = Schema.Array(
  Schema.Struct({
    id: Int,
    title: Text,
    content: Text,
    uid: Text,
    status: Int,
    gid: NullInt,
    gmtCreate: Text,
    gmtModified: Text,
  }),
)

export const Nothing = Schema.Null

/** GET /get-contest-problem-details */
export const ContestProblemQuery = Schema.Struct({
  cid: Id,
  displayId: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(100)),
  containsEnd: optionalParam(Flag),
})
export type ContestProblemQuery = typeof ContestProblemQuery.Type

/** GET /contest-submissions (HOJ's names: the contest is `contestID`, the problem its display id). */
export const ContestSubmissionsQuery = Schema.Struct({
  contestID: Id,
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
  onlyMine: optionalParam(Flag),
  problemID: optionalParam(trimmed(100)),
  status: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: -10, maximum: 10 })))),
  username: optionalParam(trimmed(255)),
  completeProblemID: optionalParam(Flag),
  /** Accepted for HOJ's client; the list is the contest's submissions either way. */
  beforeContestSubmit: optionalParam(Flag),
  containsEnd: optionalParam(Flag),
})
export type ContestSubmissionsQuery = typeof ContestSubmissionsQuery.Type

/**
 * Replies the problems module makes (its ProblemDetail and SubmissionListPage, HOJ's ProblemInfoVO and
 * IPage<JudgeVO>), checked by its own schemas there.
 */
export const ProblemsReply = Schema.Unknown

/** HOJ's ContestScrollBoardInfoVO (times as 'yyyy/MM/dd HH:mm:ss' in GMT+8, as HOJ's client reads them). */
export const ScrollBoardInfo = Schema.Struct({
  id: Int,
  rankShowName: Text,
  problemCount: Int,
  /** displayId → balloon colour */
  balloonColor: Schema.Record(Schema.String, NullText),
  startTime: Text,
  sealRankTime: NullText,
  /** Usernames of star users. */
  starUserList: Schema.Array(Schema.String),
})
export type ScrollBoardInfo = typeof ScrollBoardInfo.Type

export const ScrollBoardQuery = Schema.Struct({ cid: Id, removeStar: optionalParam(Flag) })
export type ScrollBoardQuery = typeof ScrollBoardQuery.Type

/** HOJ's ContestScrollBoardSubmissionVO: each judged run of the contest, oldest first. */
export const ScrollBoardSubmissions = Schema.Array(
  Schema.Struct({
    uid: Text,
    username: Text,
    nickname: NullText,
    realname: NullText,
    school: NullText,
    avatar: NullText,
    gender: NullText,
    submitId: Int,
    status: Int,
    submitTime: Text,
    displayId: Text,
  }),
)

/** GET /get-contest-ac-info */
export const AcInfoQuery = Schema.Struct({
  cid: Id,
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
})
export type AcInfoQuery = typeof AcInfoQuery.Type

/** HOJ's ContestRecord, as the admin helper lists Accepted runs (`id` is the submission's id). */
export const AcInfoRow = Schema.Struct({
  id: Int,
  cid: Int,
  uid: Text,
  pid: Int,
  cpid: Int,
  displayId: Text,
  submitId: Int,
  username: Text,
  realname: NullText,
  status: Int,
  submitTime: Text,
  /** Seconds from the start. */
  time: Int,
  score: NullInt,
  useTime: NullInt,
  firstBlood: Schema.Boolean,
  checked: Schema.Boolean,
  gmtCreate: Text,
  gmtModified: Text,
})
export type AcInfoRow = typeof AcInfoRow.Type
export const AcInfoPage = PageOf(AcInfoRow)

/** PUT /check-contest-ac-info (HOJ's CheckACDTO). */
export const CheckAcInput = Schema.Struct({ id: Id, cid: Id, checked: Flag })
export type CheckAcInput = typeof CheckAcInput.Type

/** POST /submit-print-text (HOJ's ContestPrintDTO): spec 2 §5's checks, in its order. */
export const PrintInput = Schema.Struct({
  cid: Id,
  content: Schema.String.check(
    Schema.makeFilter((c: string) => c.trim().length > 0 || 'contests.error.printEmpty'),
    Schema.makeFilter((c: string) => c.length >= PRINT_MIN_LENGTH || 'contests.error.printTooShort'),
    Schema.makeFilter((c: string) => c.length <= PRINT_MAX_LENGTH || 'contests.error.printTooLong'),
  ),
})
export type PrintInput = typeof PrintInput.Type

/** GET /get-contest-print */
export const PrintListQuery = Schema.Struct({
  cid: Id,
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
})
/** HOJ's ContestPrint. */
export const PrintRow = Schema.Struct({
  id: Int,
  cid: Int,
  username: Text,
  realname: NullText,
  content: Text,
  /** 0 not printed, 1 printed */
  status: Int,
  gmtCreate: Text,
  gmtModified: Text,
})
export type PrintRow = typeof PrintRow.Type
export const PrintPage = PageOf(PrintRow)

/** PUT /check-contest-print-status */
export const CheckPrintQuery = Schema.Struct({ id: Id, cid: Id })
export type CheckPrintQuery = typeof CheckPrintQuery.Type

/** GET /file/download-contest-print-text */
export const PrintFileQuery = Schema.Struct({ id: Id })
export type PrintFileQuery = typeof PrintFileQuery.Type
export const FileReply = Schema.Unknown

/** GET /file/download-contest-ac-submission: `splitType` names the folders (HOJ: user or problem). */
export const AcSubmissionFileQuery = Schema.Struct({
  cid: Id,
  excludeAdmin: optionalParam(Flag),
  splitType: optionalParam(Schema.Literals(['user', 'problem'])),
})
export type AcSubmissionFileQuery = typeof AcSubmissionFileQuery.Type

/** GET /file/download-contest-rank (HOJ's parameter names: containEnd, not containsEnd). */
export const RankFileQuery = Schema.Struct({
  cid: Id,
  forceRefresh: optionalParam(Flag),
  removeStar: optionalParam(Flag),
  containEnd: optionalParam(Flag),
})
export type RankFileQuery = typeof RankFileQuery.Type
