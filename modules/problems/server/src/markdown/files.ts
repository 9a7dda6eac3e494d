import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { Readable } from 'node:stream'

import { MD_IMAGE_TYPES } from '@oj/problems-contract'
import { isUploadedFile, type UploadedFile } from '@oj/sdk'
import { badRequest, type DbClient, dbQuery, dbTransaction, Errors, Files, notFound } from '@oj/sdk/server'
import { and, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { mayUploadFor } from '../scoped/uploads.ts'
import { requireCaller } from '../submissions/access.ts'
import { markdownFile } from '../tables.ts'
import { mayManageAny } from '../testcases/problem-access.ts'

// Images and files for markdown texts (HOJ's MarkDownFileManager): admins upload them (spec 3 §6);
// each is stored by content in the Files service and served from /ojapi/public/md/<sha256>.<ext>:
// images with the type their bytes show (never an SVG or HTML), files as downloads.

const IMAGE_MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}

/** The image type the bytes show, or undefined. */
export function sniffImage(head: Uint8Array): keyof typeof IMAGE_MIME | undefined {
  const at = (i: number) => head[i] ?? -1
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'png'
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpg'
  if (at(0) === 0x47 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x38) return 'gif'
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to))
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'webp'
  return undefined
}

/** Where an uploaded markdown file is served. */
export const mdLink = (hash: string, ext: string) => `/ojapi/public/md/${hash}${ext ? `.${ext}` : ''}`

const extOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot > 0
    ? name
        .slice(dot + 1)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 10)
    : ''
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

/** Records an uploaded image or file in the caller's transaction; answers its id. */
export async function recordMdFile(tx: DbClient, row: typeof markdownFile.$inferInsert): Promise<number> {
  const [made] = await tx.insert(markdownFile).values(row).returning({ id: markdownFile.id })
  return made?.id ?? 0
}

const storeUpload = (file: UploadedFile) =>
  Effect.gen(function* () {
    const files = yield* Files
    return yield* files.putStream(createReadStream(file.path))
  })

/** POST /file/upload-md-img */
export const uploadMdImage = (input: { readonly image?: unknown; readonly gid?: number | undefined }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    // A group's admins upload images for their group's problems (the call names the group).
    yield* mayUploadFor(caller, input.gid)
    const image = input.image
    if (!isUploadedFile(image))
      return yield* Effect.fail(
        badRequest('problems.error.imageRequired', 'The uploaded image cannot be empty'),
      )
    const named = extOf(image.name)
    const sniffed = sniffImage(yield* Effect.promise(() => head(image.path)))
    if (!(MD_IMAGE_TYPES as ReadonlyArray<string>).includes(named) || !sniffed) {
      return yield* Effect.fail(
        badRequest('problems.error.imageType', 'Please choose a jpg, jpeg, gif, png or webp image'),
      )
    }
    const stored = yield* storeUpload(image)
    const fileId = yield* dbTransaction((tx) =>
      recordMdFile(tx, {
        uid: caller.uid,
        kind: 'img',
        hash: stored.hash,
        name: image.name.slice(0, 255),
        mime: IMAGE_MIME[sniffed] ?? 'application/octet-stream',
        size: stored.size,
        gid: input.gid ?? null,
      }),
    )
    return { link: mdLink(stored.hash, sniffed), fileId }
  })

/** POST /file/upload-md-file */
export const uploadMdFile = (input: { readonly file?: unknown; readonly gid?: number | undefined }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    // A group's admins attach files to their group's texts (the call names the group), as images.
    yield* mayUploadFor(caller, input.gid)
    const file = input.file
    if (!isUploadedFile(file))
      return yield* Effect.fail(badRequest('problems.error.fileRequired', 'Please choose a file'))
    const stored = yield* storeUpload(file)
    const ext = extOf(file.name)
    const fileId = yield* dbTransaction((tx) =>
      recordMdFile(tx, {
        uid: caller.uid,
        kind: 'file',
        hash: stored.hash,
        name: file.name.slice(0, 255),
        mime: 'application/octet-stream',
        size: stored.size,
        gid: input.gid ?? null,
      }),
    )
    return { link: mdLink(stored.hash, ext), fileId }
  })

/** GET /file/delete-md-img: its uploader, root and problem admins. */
export const deleteMdImage = ({ fileId }: { readonly fileId: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const [row] = yield* dbQuery((db) => db.select().from(markdownFile).where(eq(markdownFile.id, fileId)))
    if (!row) return yield* Effect.fail(notFound('problems.error.mdFileNotFound', 'The file does not exist'))
    if (row.uid !== caller.uid && !mayManageAny(caller)) return yield* Effect.fail(Errors.noPermission())
    yield* dbTransaction((tx) => tx.delete(markdownFile).where(eq(markdownFile.id, fileId)))
    return null
  })

const NAME = /^([0-9a-f]{64})(?:\.([a-z0-9]{1,10}))?$/

/** GET /public/md/:name: only what was uploaded (or imported) as a markdown file is served. */
export const serveMdFile = ({ name }: { readonly name: string }) =>
  Effect.gen(function* () {
    const files = yield* Files
    const match = NAME.exec(name)
    const hash = match?.[1]
    if (!hash) return yield* Effect.fail(Errors.notFound())
    const [row] = yield* dbQuery((db) =>
      db
        .select()
        .from(markdownFile)
        .where(and(eq(markdownFile.hash, hash)))
        .limit(1),
    )
    if (!row) return yield* Effect.fail(Errors.notFound())
    const data = yield* files.open(hash)
    if (!data) return yield* Effect.fail(Errors.notFound())
    const image = row.kind === 'img'
    const download = `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`
    return new Response(Readable.toWeb(Readable.from(data)) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': image ? row.mime : 'application/octet-stream',
        'Content-Length': String(row.size),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=31536000, immutable',
        ...(image ? {} : { 'Content-Disposition': download }),
      },
    })
  })
