import type { AdminProblemInput, CaseInput } from '@oj/problems-contract'
import { ProblemType } from '@oj/problems-contract'
import { type ApiError, badRequest } from '@oj/sdk/server'

// The checks of spec 3 §5 "Problem form" that concern judging, as pure functions.

export interface PlannedCase {
  /** Content (inline samples) or a file name of the upload. */
  readonly input: string
  readonly output: string
  readonly score: number
  readonly groupNum: number
}

export type CasePlan =
  | { readonly kind: 'keep' }
  | { readonly kind: 'inline'; readonly cases: ReadonlyArray<PlannedCase> }
  | { readonly kind: 'upload'; readonly dir: string; readonly cases: ReadonlyArray<PlannedCase> | undefined }
  /** The stored uploaded cases kept, their scores and groups set by input file name. */
  | { readonly kind: 'rescore'; readonly cases: ReadonlyArray<PlannedCase> }

const intOf = (u: unknown): number | undefined => {
  const n = typeof u === 'string' && u.trim() !== '' ? Number(u) : u
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : undefined
}

const SUBTASK_MODES = ['subtask_lowest', 'subtask_average']

function planCases(
  list: ReadonlyArray<CaseInput>,
  type: number,
  judgeCaseMode: string,
  inline: boolean,
): Array<PlannedCase> {
  return list.map((c, i) => {
    const index = i + 1
    const score = intOf(c.score)
    const groupNum = intOf(c.groupNum)
    if (type === ProblemType.oi && (score === undefined || score < 0)) {
      throw badRequest(
        'problems.error.caseScore',
        `Problem Sample ${index}: Score must be an integer greater than or equal to 0`,
        { index },
      )
    }
    if (SUBTASK_MODES.includes(judgeCaseMode) && groupNum === undefined) {
      throw badRequest('problems.error.caseGroup', `Problem Sample ${index}: the group number is null`, {
        index,
      })
    }
    const input = c.input ?? ''
    const output = c.output ?? ''
    if (inline ? input === '' && output === '' : input === '') {
      throw badRequest(
        'problems.error.caseEmpty',
        `Problem Sample ${index}: the input and the output cannot both be empty`,
        { index },
      )
    }
    return { input, output, score: type === ProblemType.oi ? (score ?? 0) : 0, groupNum: groupNum ?? 0 }
  })
}

/**
 * Where the cases come from: an upload (isUploadTestCase with uploadTestcaseDir; testCaseScore names
 * its files with their scores, all files when absent), inline samples, or (update only) none given,
 * which keeps the stored ones. Throws an ApiError naming the first broken rule.
 */
export function casePlan(
  input: AdminProblemInput,
  context: {
    readonly creating: boolean
    readonly type: number
    readonly judgeCaseMode: string
    readonly isRemote: boolean
  },
): CasePlan {
  const p = input.problem
  const dir = input.uploadTestcaseDir ?? p.uploadTestcaseDir
  const uploaded = input.isUploadTestCase ?? p.isUploadCase ?? dir !== undefined
  const needsCases = context.creating && !context.isRemote
  if (uploaded) {
    const list = input.testCaseScore ?? p.testCaseScore ?? input.samples
    if (dir === undefined) {
      if (needsCases) throw badRequest('problems.error.samplesRequired', 'Judge Samples is required')
      if (!context.creating && list && list.length > 0) {
        return { kind: 'rescore', cases: planCases(list, context.type, context.judgeCaseMode, false) }
      }
      return { kind: 'keep' }
    }
    return { kind: 'upload', dir, cases: list && planCases(list, context.type, context.judgeCaseMode, false) }
  }
  const samples = input.samples
  if (samples === undefined || samples.length === 0) {
    if (needsCases) throw badRequest('problems.error.samplesRequired', 'Judge Samples is required')
    return { kind: 'keep' }
  }
  return { kind: 'inline', cases: planCases(samples, context.type, context.judgeCaseMode, true) }
}

const PLAIN_NAME = /^[A-Za-z0-9_.-]{1,100}$/

/** An extra-files map as stored (a JSON string, null when empty); names must be plain file names. */
export function extraFilesText(
  value: string | Readonly<Record<string, string>> | undefined,
): string | null | undefined {
  if (value === undefined) return undefined
  let map: unknown = value
  if (typeof value === 'string') {
    if (value.trim() === '') return null
    try {
      map = JSON.parse(value)
    } catch {
      throw extraFileError()
    }
  }
  if (typeof map !== 'object' || map === null || Array.isArray(map)) throw extraFileError()
  const entries = Object.entries(map)
  for (const [name, content] of entries) {
    if (!PLAIN_NAME.test(name) || name === '.' || name === '..' || typeof content !== 'string')
      throw extraFileError()
  }
  return entries.length === 0 ? null : JSON.stringify(Object.fromEntries(entries))
}

const extraFileError = (): ApiError =>
  badRequest('problems.error.extraFileName', 'Extra files must map plain file names to their content')
