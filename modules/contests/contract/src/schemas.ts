import { CurrentPage, Id, Limit, optionalParam, PageOf } from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import { TITLE_MAX_LENGTH } from './constants.ts'

// Checks that fail with a message id (contests.error.*) are shown to the caller as that message, in their
// language (the server module's messages hold both).

export const Note = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  /** The author's username. */
  author: Schema.String,
  /** ISO 8601 */
  gmtCreate: Schema.String,
})
export type Note = typeof Note.Type

export const NotePage = PageOf(Note)
export type NotePage = typeof NotePage.Type

export const NotesQuery = Schema.Struct({
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
})
export type NotesQuery = typeof NotesQuery.Type

export const NoteQuery = Schema.Struct({ id: Id })

export const NewNote = Schema.Struct({
  title: Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(
        Schema.isNonEmpty({ message: 'contests.error.titleRequired' }),
        Schema.isMaxLength(TITLE_MAX_LENGTH, { message: 'contests.error.titleTooLong' }),
      ),
      SchemaTransformation.trim(),
    ),
  ),
})
export type NewNote = typeof NewNote.Type
