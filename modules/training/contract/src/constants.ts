export const MODULE_ID = 'training'

/** Web routes under the base path. */
export const TrainingRoutes = {
  /** The training list; '/training/<tid>' is a training's area. */
  list: '/training',
} as const

/** HOJ's training auth values. */
export const TrainingAuth = { public: 'Public', private: 'Private' } as const
export const TRAINING_AUTHS = [TrainingAuth.public, TrainingAuth.private] as const
export type TrainingAuthValue = (typeof TRAINING_AUTHS)[number]

/** Page sizes (spec 2 §9). */
export const TRAINING_LIST_LIMIT = 15
export const TRAINING_RANK_LIMIT = 30
export const ADMIN_LIST_LIMIT = 10

export const TITLE_MAX_LENGTH = 255
export const DESCRIPTION_MAX_LENGTH = 65535
export const PASSWORD_MAX_LENGTH = 255
export const CATEGORY_NAME_MAX_LENGTH = 255
export const KEYWORD_MAX_LENGTH = 100

/** The judge's Accepted status, and 'not submitted'. */
export const ACCEPTED = 0
export const NOT_SUBMITTED = -10
