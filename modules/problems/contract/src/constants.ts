/** The module's id, as in OJ_MODULES and GET /ojapi/modules. */
export const MODULE_ID = 'problems'

/** Paths of the module's calls, relative to /ojapi (api-surface.txt). */
export const Routes = {
  problemList: '/get-problem-list',
  allProblemTags: '/get-all-problem-tags',
  tagsAndClassification: '/get-problem-tags-and-classification',
  // Problem page (spec 1 §7)
  problemDetail: '/get-problem-detail',
  problemCodeTemplate: '/get-problem-code-template',
  randomProblem: '/get-random-problem',
  userProblemStatus: '/get-user-problem-status',
  lastAcCode: '/get-last-ac-code',
  submissionList: '/get-submission-list',
  // Submissions (spec 1 §7)
  submit: '/submit-problem-judge',
  submissionDetail: '/get-submission-detail',
  allCaseResult: '/get-all-case-result',
  checkSubmissionsStatus: '/check-submissions-status',
  submission: '/submission',
  /** Server-sent events of one submission's status (our addition beside HOJ's polling). */
  submissionStatusStream: '/submission-status-stream',
  resubmit: '/resubmit',
  languages: '/languages',
  problemLanguages: '/get-problem-languages',
  // Test runs
  testJudge: '/submit-problem-test-judge',
  testJudgeResult: '/get-test-judge-result',
  // Admin: judging (api-surface [admin/judge]) and the judge servers
  rejudge: '/admin/judge/rejudge',
  manualJudge: '/admin/judge/manual-judge',
  cancelJudge: '/admin/judge/cancel-judge',
  judgeServiceInfo: '/admin/config/get-judge-service-info',
  // Admin: problems and their test data
  adminProblem: '/admin/problem',
  adminProblemCases: '/admin/problem/get-problem-cases',
  uploadTestcaseZip: '/file/upload-testcase-zip',
} as const

/** Web routes under the base path. */
export const WebRoutes = {
  problemList: '/problem',
  submissionList: '/status',
  submissionDetail: '/submission-detail',
  acmRank: '/acm-rank',
  oiRank: '/oi-rank',
} as const

/** Problem difficulty ids (spec 1 §3); labels come from the message catalogue. */
export const Difficulty = { easy: 0, medium: 1, hard: 2 } as const
export const DIFFICULTIES = [Difficulty.easy, Difficulty.medium, Difficulty.hard] as const
export type DifficultyId = (typeof DIFFICULTIES)[number]

/** Problem types: ACM (all-or-nothing) and OI (scored per case). */
export const ProblemType = { acm: 0, oi: 1 } as const

/** Who may see a problem. */
export const ProblemAuth = { public: 1, private: 2, contest: 3 } as const

/** The `oj` of the product's own tags (HOJ's 'ME'). */
export const OWN_OJ = 'ME'
/** Remote judge sources a problem may be imported from. */
export const REMOTE_OJS = ['HDU', 'CF', 'POJ', 'GYM', 'AC', 'SPOJ', 'HOJ'] as const
export type RemoteOj = (typeof REMOTE_OJS)[number]
/** What the `oj` parameter accepts: 'All', own problems ('Mine' or 'ME'), or a remote source. */
export const OJ_FILTERS = ['All', 'Mine', OWN_OJ, ...REMOTE_OJS] as const
export type OjFilter = (typeof OJ_FILTERS)[number]

export const isRemoteOj = (oj: string): oj is RemoteOj => (REMOTE_OJS as ReadonlyArray<string>).includes(oj)

/** Paging defaults of the problem list (spec 1 §9). */
export const PROBLEM_LIST_DEFAULT_LIMIT = 30
export const PAGE_SIZES = [10, 15, 30, 50, 100] as const
export const KEYWORD_MAX_LENGTH = 100

/** Events the module publishes (subjects under `events.problems.`), declared now for later slices. */
export const Events = {
  created: 'events.problems.created',
  updated: 'events.problems.updated',
  deleted: 'events.problems.deleted',
  /** A submission got its final verdict (emitted by the results consumer). */
  judged: 'events.problems.judged',
} as const

/** At most this many tags in one problem-list filter. */
export const MAX_TAGS = 20

/** Submission limits (spec 1 §5, §9). */
export const CODE_MAX_LENGTH = 65535
export const TEST_INPUT_MAX_LENGTH = 1000
/** At most this many ids in one check-submissions-status call. */
export const MAX_STATUS_IDS = 100
/**
 * Seconds between two non-contest submissions of one user when the site configuration does not say
 * (key `defaultSubmitInterval` of the site settings, as HOJ's switch config names it).
 */
export const DEFAULT_SUBMIT_INTERVAL_S = 8
/** Judge case modes (spec 1 §3). */
export const JUDGE_CASE_MODES = [
  'default',
  'subtask_lowest',
  'subtask_average',
  'ergodic_without_error',
] as const
export const JUDGE_MODES = ['default', 'spj', 'interactive'] as const
/** Statuses an administrator may set by manual judging (spec 1 §4). */
export const MANUAL_JUDGE_STATUSES = [-3, -1, 0, 1, 2, 3, 4, 8, 10] as const
