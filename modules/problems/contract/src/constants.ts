/** The module's id, as in OJ_MODULES and GET /ojapi/modules. */
export const MODULE_ID = 'problems'

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
/** At most this many problems in one get-user-problem-status call. */
export const MAX_STATUS_PIDS = 1000

/** Page size of the submission list when the caller does not say (spec 1 §9). */
export const SUBMISSION_LIST_DEFAULT_LIMIT = 15
/**
 * How far back the submission list pages: its total counts at most this many rows, and pages beyond
 * it are empty (as Codeforces' status pages stop). Counting every matching row of a million
 * submissions on each request would cost more than the page itself; filters narrow the list instead.
 */
export const SUBMISSION_LIST_TOTAL_CAP = 10_000

/** How many rows the home page's problem table and 7-day AC rank show. */
export const HOME_LIST_SIZE = 10

/** `type` of GET /get-rank-list. */
export const RankType = { acm: 0, oi: 1 } as const
/** Page size choices of the rank pages, and the defaults (ACM 10, OI 30). */
export const RANK_PAGE_SIZES = [10, 15, 30, 50, 100] as const
export const ACM_RANK_DEFAULT_LIMIT = 10
export const OI_RANK_DEFAULT_LIMIT = 30
export const SEARCH_USER_MAX_LENGTH = 255
