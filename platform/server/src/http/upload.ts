import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { Busboy, type BusboyInstance } from '@fastify/busboy'
import type { UploadedFile } from '@oj/sdk'
import { ApiError, badRequest } from '@oj/sdk/server'
import type { Context } from 'hono'

// Streamed uploads (an endpoint's `upload`): the multipart body is parsed as it arrives and each file
// goes straight to a file under the upload folder, so a 256 MiB zip never sits in memory. The
// handler gets the files as UploadedFile values; `cleanup` removes them once it is done.

const MAX_FIELDS = 64
const MAX_FIELD_BYTES = 64 * 1024
const MAX_FILES = 4

export interface ReadUpload {
  /** The form's fields and files (by field name), to merge with the query. */
  readonly fields: Record<string, string | UploadedFile>
  readonly cleanup: () => Promise<void>
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MiB` : `${Math.round(bytes / 1024)} KiB`

const uploadTooLarge = (max: number): ApiError =>
  new ApiError({
    status: 413,
    msgId: 'http.error.uploadTooLarge',
    message: `The file is too large (at most ${size(max)})`,
    values: { limit: size(max) },
  })

const notAForm = () =>
  badRequest('http.error.uploadNotForm', 'The upload must be a multipart form with the file in it')

/** Reads a multipart upload to disk under `dir`; fails with a 4xx when it is not one or too large. */
export async function readUpload(c: Context, maxBytes: number, dir: string): Promise<ReadUpload> {
  const type = c.req.header('Content-Type') ?? ''
  const body = c.req.raw.body
  if (!type.toLowerCase().startsWith('multipart/form-data') || !body) throw notAForm()
  const length = Number(c.req.header('Content-Length') ?? '0')
  // The form's own parts add a little to the file: a body well past the limit is refused unread.
  if (length > maxBytes + 1024 * 1024) throw uploadTooLarge(maxBytes)
  await mkdir(dir, { recursive: true })
  const written: Array<string> = []
  const cleanup = async () => {
    await Promise.all(written.map((path) => rm(path, { force: true })))
  }
  const fields: Record<string, string | UploadedFile> = {}
  let total = 0
  let failure: ApiError | undefined
  const files: Array<Promise<void>> = []
  let parser: BusboyInstance
  try {
    parser = new Busboy({
      headers: { 'content-type': type },
      limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, files: MAX_FILES, fileSize: maxBytes },
    })
  } catch {
    throw notAForm()
  }
  parser.on('field', (name: string, value: string) => {
    if (!(name in fields)) fields[name] = value
  })
  parser.on('file', (name: string, stream: Readable, filename: string, _encoding: string, mime: string) => {
    const path = join(dir, `${Date.now()}-${randomBytes(8).toString('hex')}.upload`)
    written.push(path)
    let size = 0
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      total += chunk.length
      if (total > maxBytes) failure ??= uploadTooLarge(maxBytes)
    })
    stream.on('limit', () => {
      failure ??= uploadTooLarge(maxBytes)
    })
    const done = pipeline(stream, createWriteStream(path)).then(() => {
      if (!(name in fields)) fields[name] = { kind: 'uploaded-file', path, name: filename, size, type: mime }
    })
    // A body cut off mid-file fails this part's pipeline too, possibly before the form's own pipeline
    // gives up: the failure is read below (Promise.all or allSettled), never left unhandled.
    done.catch(() => undefined)
    files.push(done)
  })
  try {
    await pipeline(Readable.fromWeb(body as import('node:stream/web').ReadableStream), parser)
    await Promise.all(files)
  } catch (error) {
    // Every file's stream has ended (written or failed) before its file is removed.
    await Promise.allSettled(files)
    await cleanup()
    if (failure) throw failure
    if (error instanceof ApiError) throw error
    throw notAForm()
  }
  if (failure) {
    await cleanup()
    throw failure
  }
  return { fields, cleanup }
}
