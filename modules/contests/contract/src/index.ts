// @oj/contests-contract: what the contests module's server and web (and other modules) share.
export * from './api.ts'
export * from './constants.ts'
export type { NewNote, Note, NotePage, NotesQuery } from './schemas.ts'
