export const MODULE_ID = 'contests'

/** Web routes under the base path. */
export const ContestsRoutes = {
  /** The list of notes; '/contests/<id>' is a note's area. */
  list: '/contests',
} as const

/** Longest note title. */
export const TITLE_MAX_LENGTH = 200
