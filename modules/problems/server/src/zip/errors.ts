import { type ApiError, badRequest } from '@oj/sdk/server'

import { ZipError, type ZipLimits } from './read.ts'

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`

/** The 400 of a refused archive: which file (the upload's name) and which rule it broke. */
export function zipErrorReply(error: unknown, limits: ZipLimits, file: string): ApiError {
  const problem = error instanceof ZipError ? error.problem : ({ kind: 'invalid' } as const)
  switch (problem.kind) {
    case 'tooManyEntries':
      return badRequest(
        'problems.error.zipTooManyEntries',
        `${file}: the zip holds too many files (at most ${limits.maxEntries})`,
        { file, limit: limits.maxEntries },
      )
    case 'tooLarge':
      return badRequest(
        'problems.error.zipTooLarge',
        `${file}: ${problem.name} holds too much data (at most ${mib(limits.maxFileBytes)} a file, ${mib(limits.maxTotalBytes)} in all)`,
        { file, name: problem.name, each: mib(limits.maxFileBytes), total: mib(limits.maxTotalBytes) },
      )
    case 'badName':
      return badRequest(
        'problems.error.zipBadName',
        `${file}: the path ${problem.name} leaves its folder or is repeated`,
        { file, name: problem.name },
      )
    case 'invalid':
      return badRequest('problems.error.zipInvalid', `${file} is not a zip archive this judge can read`, {
        file,
      })
  }
}
