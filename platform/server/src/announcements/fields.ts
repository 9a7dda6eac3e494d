import { Schema } from 'effect'

/**
 * A required text of at most `max` characters (spec 2 §5: "<field> is required", "<field> Can not
 * exceed 255/65535"): missing, not a text, empty or blank all say `required`.
 */
export const RequiredText = (required: string, max: number, tooLong: string) =>
  Schema.String.annotate({ message: required }).pipe(
    Schema.check(
      Schema.isPattern(/\S/, { message: required }),
      Schema.isMaxLength(max, { message: tooLong }),
    ),
    Schema.annotateKey({ messageMissingKey: required }),
  )

export const TITLE_MAX = 255
export const CONTENT_MAX = 65_535
