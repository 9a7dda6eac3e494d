import { badRequest, Files, notFound } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect, Schema } from 'effect'
import sharp from 'sharp'

import { query } from '../../db/run.ts'
import { decodeBmp } from '../../images/bmp.ts'
import { currentUser } from '../caller.ts'
import { hitRateLimit, RateRules } from '../guards/rate-limit.ts'
import { userInfo } from '../users/tables.ts'

/** Spec 1 §9: at most 2 MB; re-encoded to the 200×200 crop box as png. */
export const AVATAR_MAX_BYTES = 2_097_152
const AVATAR_SIZE = 200
export const AVATAR_ROUTE = '/public/avatar'

type ImageType = 'gif' | 'jpeg' | 'png' | 'bmp' | 'webp'

/** The type by the first bytes, whatever the file's name or declared type say. */
export function sniffImage(b: Uint8Array): ImageType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to))
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif'
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg'
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(0, 2) === 'BM' && b.length > 54) return 'bmp'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  return undefined
}

const badType = () =>
  badRequest('accounts.avatar.badType', 'The avatar must be a gif, jpg, jpeg, png, bmp or webp image')

/** Decodes (first frame of an animation), crops to the centre square, 200×200 png without metadata. */
const reencode = (bytes: Uint8Array, type: ImageType): Promise<Buffer> => {
  const options = { limitInputPixels: 25_000_000, failOn: 'error' as const }
  const bmp = type === 'bmp' ? decodeBmp(bytes) : undefined
  if (type === 'bmp' && !bmp) return Promise.reject(new Error('unreadable bmp'))
  const input = bmp
    ? sharp(bmp.data, { ...options, raw: { width: bmp.width, height: bmp.height, channels: 4 } })
    : sharp(bytes, options)
  return input.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).png().toBuffer()
}

export const AvatarUpload = Schema.Struct({
  image: Schema.instanceOf(File)
    .annotate({ message: 'accounts.avatar.missing' })
    .pipe(Schema.annotateKey({ messageMissingKey: 'accounts.avatar.missing' })),
})

/** POST /file/upload-avatar (multipart `image`): checked by content, re-encoded, never kept as sent. */
export const uploadAvatar = ({ image }: typeof AvatarUpload.Type) =>
  Effect.gen(function* () {
    const { user } = yield* currentUser
    yield* hitRateLimit(RateRules.avatarPerAccount, user.uuid)
    if (image.size > AVATAR_MAX_BYTES) {
      return yield* badRequest('accounts.avatar.tooLarge', 'The avatar may be at most 2 MB')
    }
    const bytes = new Uint8Array(yield* Effect.promise(() => image.arrayBuffer()))
    const type = sniffImage(bytes)
    if (!type) return yield* badType()
    const png = yield* Effect.tryPromise({ try: () => reencode(bytes, type), catch: badType })
    const files = yield* Files
    const hash = yield* files.put(png)
    const avatar = `/ojapi${AVATAR_ROUTE}/${hash}.png`
    yield* query((db) =>
      db.update(userInfo).set({ avatar, gmtModified: new Date() }).where(eq(userInfo.uuid, user.uuid)),
    )
    return { avatar }
  })

export const AvatarName = Schema.Struct({ name: Schema.String })

/**
 * GET /public/avatar/<sha256>.png: only a hash that is someone's avatar is served (the file store
 * holds other blobs too), always as png, never sniffed by the browser as anything else.
 */
export const serveAvatar = ({ name }: typeof AvatarName.Type) =>
  Effect.gen(function* () {
    const hash = /^([0-9a-f]{64})\.png$/.exec(name)?.[1]
    const url = `/ojapi${AVATAR_ROUTE}/${name}`
    const owner = hash
      ? yield* query((db) =>
          db.select({ uuid: userInfo.uuid }).from(userInfo).where(eq(userInfo.avatar, url)).limit(1),
        )
      : []
    const bytes = hash && owner.length > 0 ? yield* (yield* Files).get(hash) : undefined
    if (!bytes)
      return yield* notFound('common.error.notFound', 'Query error! Unable to find the resource to request!')
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'image/png',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    })
  })
