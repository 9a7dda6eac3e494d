import { Id, IntFromQuery, optionalParam, TrimmedText } from '@oj/sdk'
import { Schema } from 'effect'

import { Tag, TagClassification } from './common.schemas.ts'

// Schemas of the tag admin calls (TagAdminApi, tags-admin.ts), as HOJ's Tag and TagClassification.

export { Tag, TagClassification }
export const Nothing = Schema.Null

const Color = Schema.String.check(Schema.isPattern(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,20}|)$/))

/** POST /admin/tag (no id) and PUT /admin/tag (with id). */
export const TagInput = Schema.Struct({
  id: optionalParam(Id),
  name: TrimmedText(255),
  color: optionalParam(Color),
  oj: optionalParam(Schema.String.check(Schema.isMaxLength(20))),
  gid: optionalParam(IntFromQuery),
  /** The classification (HOJ's tcid); null or absent for none. */
  tcid: optionalParam(IntFromQuery),
})
export type TagInput = typeof TagInput.Type

export const TagIdQuery = Schema.Struct({ tid: Id })
export const ClassificationIdQuery = Schema.Struct({ tcid: Id })
export const ClassificationQuery = Schema.Struct({
  oj: optionalParam(Schema.String.check(Schema.isMaxLength(20))),
})

/** POST and PUT /admin/tag/classification */
export const ClassificationInput = Schema.Struct({
  id: optionalParam(Id),
  name: TrimmedText(255),
  oj: optionalParam(Schema.String.check(Schema.isMaxLength(20))),
  rank: optionalParam(
    IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: -1_000_000, maximum: 1_000_000 }))),
  ),
})
export type ClassificationInput = typeof ClassificationInput.Type
export const Classifications = Schema.Array(TagClassification)
