import type { EndpointArgs } from '@oj/sdk'
import type { AccountsApi } from '@oj/sdk/api'
import { badRequest, dbQuery, Files, notFound } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { reencodeAvatar } from '../../images/avatar-png.ts'
import { sniffImage } from '../../images/sniff.ts'
import { currentUser } from '../caller.ts'
import { hitRateLimit, RateRules } from '../guards/rate-limit.ts'
import { userInfo } from '../users/tables.ts'
import { userInfoVO } from '../users/user-info.ts'
import { rolesAndPermissions } from '../users/users.ts'

/** Spec 1 §9: at most 2 MB; re-encoded to the 200×200 crop box as png. */
export const AVATAR_MAX_BYTES = 2_097_152
const AVATAR_ROUTE = '/public/avatar'

const badType = () =>
  badRequest('accounts.avatar.badType', 'The avatar must be a gif, jpg, jpeg, png, bmp or webp image')

/**
 * POST /file/upload-avatar (multipart `image`): checked by content, re-encoded, never kept as sent;
 * answers the user info with the new avatar (HOJ's reply).
 */
export const uploadAvatar = ({ image }: EndpointArgs<typeof AccountsApi.uploadAvatar>) =>
  Effect.gen(function* () {
    const { user } = yield* currentUser
    yield* hitRateLimit(RateRules.avatarPerAccount, user.uuid)
    if (image.size > AVATAR_MAX_BYTES) {
      return yield* badRequest('accounts.avatar.tooLarge', 'The avatar may be at most 2 MB')
    }
    const bytes = new Uint8Array(yield* Effect.promise(() => image.arrayBuffer()))
    const type = sniffImage(bytes)
    if (!type) return yield* badType()
    const png = yield* Effect.tryPromise({ try: () => reencodeAvatar(bytes, type), catch: badType })
    const files = yield* Files
    const hash = yield* files.put(png)
    const avatar = `/ojapi${AVATAR_ROUTE}/${hash}.png`
    return yield* dbQuery(async (db) => {
      await db.update(userInfo).set({ avatar, gmtModified: new Date() }).where(eq(userInfo.uuid, user.uuid))
      return userInfoVO({ ...user, avatar }, (await rolesAndPermissions(db, user.uuid)).roles)
    })
  })

/**
 * GET /public/avatar/<sha256>.png: only a hash that is someone's avatar is served (the file store
 * holds other blobs too), always as png, never sniffed by the browser as anything else.
 */
export const serveAvatar = ({ name }: EndpointArgs<typeof AccountsApi.avatar>) =>
  Effect.gen(function* () {
    const hash = /^([0-9a-f]{64})\.png$/.exec(name)?.[1]
    const url = `/ojapi${AVATAR_ROUTE}/${name}`
    const owner = hash
      ? yield* dbQuery((db) =>
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
