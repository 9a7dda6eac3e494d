export const MODULE_ID = 'contests'

/** Web routes under the base path (spec 2 §2). */
export const ContestsRoutes = {
  list: '/contest',
  /** The scroll board, in a window of its own (query cid, removeStar, medals three times). */
  scrollBoard: '/scrollBoard',
} as const

/** Contest.type */
export const ContestType = { acm: 0, oi: 1 } as const
/**
 * Contest.oiRankScoreType of an OI contest: per problem the latest score counts, or the highest
 * (HOJ's two), or 'Subtask' (IOI, beyond HOJ): per subtask the best over all runs, summed (ADR 0012).
 */
export const OI_RANK_SCORE_TYPES = ['Recent', 'Highest', 'Subtask'] as const
export type OiRankScoreType = (typeof OI_RANK_SCORE_TYPES)[number]
/** A stored or received oiRankScoreType as one of the three ('Recent' for anything else, as HOJ). */
export const oiRankScoreTypeOf = (value: string): OiRankScoreType =>
  (OI_RANK_SCORE_TYPES as ReadonlyArray<string>).includes(value) ? (value as OiRankScoreType) : 'Recent'
/** Contest.auth: who may enter (spec 2 §6). */
export const ContestAuth = { public: 0, private: 1, protected: 2 } as const
/** Contest.status, computed from the clock. */
export const ContestStatus = { scheduled: -1, running: 0, ended: 1 } as const

/** Spec 2 §9. */
export const CONTEST_LIST_PAGE_SIZE = 10
export const BOARD_PAGE_SIZE = 50
export const BOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const
/** The most rows a board page may ask for. */
export const BOARD_MAX_LIMIT = 300
export const TITLE_MAX_LENGTH = 255
export const KEYWORD_MAX_LENGTH = 100
/** Users a viewer may follow on a board (the concerned list). */
export const CONCERNED_MAX = 100
/** Spec 2 §5, §9: print text at least 50 characters; 15 a page in the admin's list. */
export const PRINT_MIN_LENGTH = 50
export const PRINT_MAX_LENGTH = 65_535
export const PRINT_PAGE_SIZE = 15
