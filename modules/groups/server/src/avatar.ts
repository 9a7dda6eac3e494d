import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { Readable } from 'node:stream'

import { AVATAR_MAX_BYTES } from '@oj/groups-contract'
import { isUploadedFile } from '@oj/sdk'
import { dbQuery, dbTransaction, Errors, Files } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { rootOf } from './access.ts'
import { GroupErrors } from './errors.ts'
import { groupView, requireCaller } from './groups.ts'
import { group } from './tables.ts'

// The group's avatar (spec 3 §2.9, §5): its root uploads a gif, jpg, png, bmp or webp picture of at
// most 2 MB (the browser crops it to 200×200 png); it is stored by content and served from
// /ojapi/public/group-avatar/<sha256>.<ext>, with the type its bytes show.

const MIME = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
} as const
type Kind = keyof typeof MIME

function sniffAvatar(head: Uint8Array): Kind | undefined {
  const at = (i: number) => head[i] ?? -1
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to))
  if (at(0) === 0x89 && text(1, 4) === 'PNG') return 'png'
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpg'
  if (text(0, 4) === 'GIF8') return 'gif'
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'webp'
  if (text(0, 2) === 'BM') return 'bmp'
  return undefined
}

async function head(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r')
  try {
    const buffer = new Uint8Array(16)
    const { bytesRead } = await file.read(buffer, 0, 16, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await file.close()
  }
}

const PREFIX = '/ojapi/public/group-avatar/'

/** POST /file/upload-group-avatar */
export const uploadGroupAvatar = (input: { readonly image?: unknown; readonly gid: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* dbQuery((db) => rootOf(db, input.gid, caller))
    const image = input.image
    if (!isUploadedFile(image)) return yield* Effect.fail(GroupErrors.avatarMissing())
    if (image.size > AVATAR_MAX_BYTES) return yield* Effect.fail(GroupErrors.avatarTooLarge())
    const kind = sniffAvatar(yield* Effect.promise(() => head(image.path)))
    if (!kind) return yield* Effect.fail(GroupErrors.avatarType())
    const stored = yield* (yield* Files).putStream(createReadStream(image.path))
    return yield* dbTransaction(async (tx) => {
      const s = await rootOf(tx, input.gid, caller)
      const [row] = await tx
        .update(group)
        .set({ avatar: `${PREFIX}${stored.hash}.${kind}`, gmtModified: new Date() })
        .where(eq(group.id, s.group.id))
        .returning()
      return groupView(row!, true)
    })
  })

const NAME = /^([0-9a-f]{64})\.(png|jpg|gif|webp|bmp)$/

/** GET /public/group-avatar/:name: only a picture some group has as its avatar. */
export const serveGroupAvatar = ({ name }: { readonly name: string }) =>
  Effect.gen(function* () {
    const match = NAME.exec(name)
    if (!match) return yield* Effect.fail(Errors.notFound())
    const [used] = yield* dbQuery((db) =>
      db
        .select({ id: group.id })
        .from(group)
        .where(eq(group.avatar, `${PREFIX}${name}`))
        .limit(1),
    )
    if (!used) return yield* Effect.fail(Errors.notFound())
    const data = yield* (yield* Files).open(match[1]!)
    if (!data) return yield* Effect.fail(Errors.notFound())
    return new Response(Readable.toWeb(Readable.from(data)) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': MIME[match[2] as Kind],
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    })
  })
