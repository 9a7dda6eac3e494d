import { randomUUID } from 'node:crypto'

import { type ApiError, badRequest, dbTransaction, Files } from '@oj/sdk/server'
import { Effect } from 'effect'

import { requireCaller } from '../submissions/access.ts'
import { testcaseUpload, type UploadedPair } from '../submissions/tables.ts'
import { casePairs, DEFAULT_ZIP_LIMITS } from './pairs.ts'
import { ZipError, type ZipLimits } from './zip-reader.ts'

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`

const zipErrorReply = (error: ZipError, limits: ZipLimits): ApiError => {
  switch (error.problem.kind) {
    case 'tooManyEntries':
      return badRequest(
        'problems.error.zipTooManyEntries',
        `The zip holds too many files (at most ${limits.maxEntries})`,
        {
          limit: limits.maxEntries,
        },
      )
    case 'tooLarge':
      return badRequest(
        'problems.error.zipTooLarge',
        `The zip holds too much data (at most ${mib(limits.maxFileBytes)} a file, ${mib(limits.maxTotalBytes)} in all)`,
        { file: mib(limits.maxFileBytes), total: mib(limits.maxTotalBytes) },
      )
    case 'badName':
      return badRequest(
        'problems.error.zipBadName',
        `The zip holds a file with an unsafe or repeated name: ${error.problem.name}`,
        {
          name: error.problem.name,
        },
      )
    case 'invalid':
      return badRequest('problems.error.zipInvalid', 'The file is not a zip archive this judge can read')
  }
}

const isFile = (u: unknown): u is Blob => typeof Blob !== 'undefined' && u instanceof Blob

/**
 * POST /file/upload-testcase-zip: pairs the zip's cases, stores each file in the Files service (by
 * its sha256) and remembers the list under a new id (data.fileListDir) for POST/PUT /admin/problem.
 */
export const uploadTestcaseZip = (
  input: { readonly file?: unknown },
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const files = yield* Files
    if (!isFile(input.file)) {
      return yield* Effect.fail(badRequest('problems.error.fileRequired', 'Please choose a zip file'))
    }
    const blob = input.file
    const bytes = new Uint8Array(yield* Effect.promise(() => blob.arrayBuffer()))
    const pairs = yield* Effect.try({
      try: () => casePairs(bytes, limits),
      catch: (error) =>
        error instanceof ZipError
          ? zipErrorReply(error, limits)
          : zipErrorReply(new ZipError({ kind: 'invalid' }), limits),
    })
    if (pairs.length === 0) {
      return yield* Effect.fail(
        badRequest('problems.error.zipNoCases', 'The zip holds no test case (N.in with N.out or N.ans)'),
      )
    }
    const stored: Array<UploadedPair> = []
    for (const pair of pairs) {
      stored.push({
        input: pair.input.name,
        output: pair.output.name,
        inputHash: yield* files.put(pair.input.bytes),
        outputHash: yield* files.put(pair.output.bytes),
      })
    }
    const id = randomUUID()
    yield* dbTransaction((tx) => tx.insert(testcaseUpload).values({ id, uid: caller.uid, files: stored }))
    return {
      fileList: stored.map((f) => ({ input: f.input, output: f.output })),
      fileListDir: id,
    }
  })
