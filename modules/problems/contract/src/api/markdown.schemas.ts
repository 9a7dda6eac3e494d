import { Id, IntFromQuery, optionalParam } from '@oj/sdk'
import { Schema } from 'effect'

// Schemas of the markdown uploads (MarkdownApi, markdown.ts).

/** POST /file/upload-md-img (`image`) and /file/upload-md-file (`file`): streamed to disk. */
export const MdUploadInput = Schema.Struct({
  image: optionalParam(Schema.Unknown),
  file: optionalParam(Schema.Unknown),
  gid: optionalParam(IntFromQuery),
})

/** Where the upload is served, and (images) the id to delete it by. */
export const MdImage = Schema.Struct({ link: Schema.String, fileId: Schema.Int })
export const MdFile = Schema.Struct({ link: Schema.String, fileId: Schema.Int })

/** GET /file/delete-md-img */
export const DeleteMdInput = Schema.Struct({ fileId: Id })

/** GET /public/md/:name: `<sha256>.<ext>` */
export const MdName = Schema.Struct({ name: Schema.String.check(Schema.isMaxLength(80)) })

export const Nothing = Schema.Null
export const Raw = Schema.Unknown
