export const MODULE_ID = 'discussion'

/** Web routes under the base path (spec 2 §2, Discussion routes). */
export const DiscussionRoutes = {
  /** The list; `/discussion/<problemID>` lists one problem's discussions. */
  list: '/discussion',
  /** `/discussion-detail/<discussionID>`. */
  detail: '/discussion-detail',
} as const

/** The link of a discussion's page (also the URL its messages carry). */
export const discussionUrl = (did: number): string => `${DiscussionRoutes.detail}/${did}`

/** Spec 2 §9. */
export const DISCUSSION_PAGE_SIZE = 10
export const COMMENT_PAGE_SIZE = 10
/** Replies a comment shows before its expand control; GET /comments carries at most these. */
export const REPLIES_SHOWN = 3
export const TITLE_MAX_LENGTH = 255
export const DESCRIPTION_MAX_LENGTH = 255
export const CONTENT_MAX_LENGTH = 65_535
export const COMMENT_MAX_LENGTH = 10_000
export const REPORT_REASON_MAX_LENGTH = 200
export const CATEGORY_NAME_MAX_LENGTH = 50
/** Categories a list may hold. */
export const CATEGORY_MAX_COUNT = 100
export const KEYWORD_MAX_LENGTH = 100

/** Posting limits (the defaults): seconds between two posts of a kind, and posts a day. */
export const POST_INTERVAL_SECONDS = 10
export const POSTS_PER_DAY = 20

/** The six report labels (spec 2 §5); a report's content is `#label` marks, then the reason. */
export const REPORT_LABELS = ['spam', 'illegal', 'vulgar', 'fraud', 'abuse', 'plagiarism'] as const
export type ReportLabel = (typeof REPORT_LABELS)[number]

/** Message source types this module registers with the Inbox. */
export const MESSAGE_SOURCE = 'Discussion'
