import { randomUUID } from 'node:crypto'

import { isUploadedFile } from '@oj/sdk'
import { badRequest, dbTransaction, Files, type FilesShape } from '@oj/sdk/server'
import { Effect } from 'effect'

import { mayUploadFor } from '../scoped/uploads.ts'
import { requireCaller } from '../submissions/access.ts'
import { testcaseUpload, type UploadedPair } from '../submissions/tables.ts'
import { zipErrorReply } from '../zip/errors.ts'
import { openZip, type ZipArchive, type ZipEntry, ZipError, type ZipLimits } from '../zip/read.ts'
import { baseName, DEFAULT_ZIP_LIMITS, NO_OUTPUT, pairEntries } from './pairs.ts'

/** Stores an entry's data in the Files service as it is inflated (never whole in memory). */
/** Entries up to this size are inflated in one call and stored as bytes; larger ones are streamed. */
const SMALL_ENTRY = 1024 * 1024

export async function storeEntry(
  files: FilesShape,
  zip: ZipArchive,
  entry: ZipEntry,
): Promise<{ hash: string; size: number }> {
  if (entry.size <= SMALL_ENTRY) {
    const bytes = await zip.read(entry)
    return { hash: await Effect.runPromise(files.put(bytes)), size: bytes.length }
  }
  const stream = await zip.open(entry)
  try {
    return await Effect.runPromise(files.putStream(stream))
  } catch (error) {
    throw error instanceof ZipError ? error : new ZipError({ kind: 'invalid', detail: entry.name })
  }
}

/** The empty answer of a case without one. */
export const emptyHash = (files: FilesShape) => Effect.runPromise(files.put(new Uint8Array()))

/**
 * The cases of a test-data zip on disk, each file stored in the Files service by its sha256, in the
 * order of `pairEntries`. Fails with a ZipError.
 */
export async function storeCasePairs(
  files: FilesShape,
  path: string,
  limits: ZipLimits,
): Promise<Array<UploadedPair>> {
  const zip = await openZip(path, limits)
  try {
    const { pairs, repeated } = pairEntries(zip.entries)
    if (repeated) throw new ZipError({ kind: 'badName', name: repeated })
    const stored: Array<UploadedPair> = []
    for (const pair of pairs) {
      const input = await storeEntry(files, zip, pair.input)
      const output = pair.output
        ? await storeEntry(files, zip, pair.output)
        : { hash: await emptyHash(files) }
      stored.push({
        input: baseName(pair.input.name),
        output: pair.output ? baseName(pair.output.name) : NO_OUTPUT,
        inputHash: input.hash,
        outputHash: output.hash,
      })
    }
    return stored
  } finally {
    zip.close()
  }
}

/**
 * POST /file/upload-testcase-zip: the platform streams the zip to disk (at most 256 MiB); its cases
 * are paired, each file stored in the Files service as it is read, and the list remembered under a
 * new id (data.fileListDir) for POST/PUT /admin/problem.
 */
export const uploadTestcaseZip = (
  input: { readonly file?: unknown; readonly gid?: number | undefined },
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    // The site's problem managers, and a group's admins for their group's problems (`gid`).
    yield* mayUploadFor(caller, input.gid)
    const files = yield* Files
    const file = input.file
    if (!isUploadedFile(file)) {
      return yield* Effect.fail(badRequest('problems.error.fileRequired', 'Please choose a zip file'))
    }
    const stored = yield* Effect.tryPromise({
      try: () => storeCasePairs(files, file.path, limits),
      catch: (error) => zipErrorReply(error, limits, file.name),
    })
    if (stored.length === 0) {
      return yield* Effect.fail(
        badRequest('problems.error.zipNoCases', 'The zip holds no test case (N.in with N.out or N.ans)'),
      )
    }
    const id = randomUUID()
    yield* dbTransaction((tx) => tx.insert(testcaseUpload).values({ id, uid: caller.uid, files: stored }))
    return {
      fileList: stored.map((f) => ({ input: f.input, output: f.output })),
      fileListDir: id,
    }
  })
