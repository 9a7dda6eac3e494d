import type { AcSubmissionFileQuery } from '@oj/contests-contract'
import { SUBMISSION_CODES_KEY, type SubmissionCode, SubmissionCodes } from '@oj/problems-contract'
import { dbQuery, Errors, Extensions, RequestContext, serverError, Users } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { contestProblem } from '../tables.ts'
import { zip } from '../zip.ts'
import { contestAdmin, findContest } from './access.ts'
import { isAcm } from './policy.ts'

// GET /file/download-contest-ac-submission (HOJ's facts): the contest's admins (root or its
// creator) download the code submitted during the contest as contest_<cid>_<ms>.zip, a folder per
// user (files `<displayId>_(<time>).<ext>`) or per problem (`<username>_(<time>).<ext>`; every
// problem of the contest has one). ACM: every accepted submission; OI: each user's last scored one
// per problem, its score in the name (`A_100_(<time>).cpp`). `excludeAdmin` leaves out the
// contest's creator and the super admins. Times are yyyyMMddHHmmss (UTC).

/**
 * The file extension of a language's code, as HOJ names it (by what the language's name contains),
 * except that names merely containing the letter c (JavaScript, Pascal) are not C here.
 */
export function languageExtension(language: string): string {
  const name = language.toLowerCase()
  const has = (...parts: ReadonlyArray<string>) => parts.some((p) => name.includes(p))
  if (has('c++', 'g++', 'clang++')) return 'cpp'
  if (has('c#')) return 'cs'
  if (has('javascript', 'node')) return 'js'
  if (has('java')) return 'java'
  if (has('pascal')) return 'pas'
  if (has('python', 'pypy')) return 'py'
  if (has('php')) return 'php'
  if (has('gcc', 'clang') || /(^|[^a-z])c([^a-z#+]|$)/.test(name)) return 'c'
  if (has('go')) return 'go'
  return 'txt'
}

const two = (n: number) => String(n).padStart(2, '0')

/** yyyyMMddHHmmss, UTC. */
const stamp = (at: Date) =>
  `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}` +
  `${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}`

/** A name safe as one path segment of the archive (never empty, `.` or `..`). */
const segment = (s: string) => {
  const safe = [...s].map((ch) => (ch.charCodeAt(0) < 0x20 || '/\\:*?"<>|'.includes(ch) ? '_' : ch)).join('')
  return safe === '' || /^\.+$/.test(safe) ? '_' : safe
}

export interface AcArchiveInput {
  readonly acm: boolean
  readonly splitType: 'user' | 'problem'
  /** The contest's problems (display id by pid), in display order. */
  readonly places: ReadonlyArray<{ readonly pid: number; readonly displayId: string }>
  /** Newest first. */
  readonly submissions: ReadonlyArray<SubmissionCode>
}

/** The archive's entries: folders (ending in '/') and files, in a stable order. */
export function acArchiveEntries(input: AcArchiveInput): Array<readonly [string, string]> {
  const displayOf = new Map(input.places.map((p) => [p.pid, p.displayId]))
  const kept = new Set<string>()
  const chosen = input.submissions.filter((s) => {
    if (input.acm) return true
    // OI: the last scored submission of each user and problem (the list is newest first).
    const key = `${s.uid}\u0000${s.pid}`
    if (kept.has(key)) return false
    kept.add(key)
    return true
  })
  const folders: string[] = []
  const byFolder = new Map<string, Array<SubmissionCode>>()
  const folderOf = (s: SubmissionCode) =>
    input.splitType === 'user' ? s.username : (displayOf.get(s.pid) ?? s.displayId ?? 'null')
  const add = (folder: string) => {
    if (byFolder.has(folder)) return byFolder.get(folder) ?? []
    const list: Array<SubmissionCode> = []
    folders.push(folder)
    byFolder.set(folder, list)
    return list
  }
  if (input.splitType === 'problem') for (const p of input.places) add(p.displayId)
  for (const s of chosen) add(folderOf(s)).push(s)
  const entries: Array<readonly [string, string]> = []
  for (const folder of folders) {
    const dir = `${segment(folder)}/`
    entries.push([dir, ''])
    const used = new Set<string>()
    for (const s of byFolder.get(folder) ?? []) {
      const who = input.splitType === 'user' ? (displayOf.get(s.pid) ?? s.displayId ?? 'null') : s.username
      const score = input.acm ? '' : `_${s.score ?? 0}`
      const base = `${segment(who)}${score}_(${stamp(s.submitTime)})`
      const ext = languageExtension(s.language)
      // Two accepted submissions in one second would share a name: the older gets its id.
      const name = used.has(`${base}.${ext}`) ? `${base}_${s.submitId}.${ext}` : `${base}.${ext}`
      used.add(name)
      entries.push([`${dir}${name}`, s.code])
    }
  }
  return entries
}

const codes = Effect.gen(function* () {
  const provided = (yield* Extensions).get(SubmissionCodes, SUBMISSION_CODES_KEY)
  if (!provided)
    return yield* Effect.fail(
      serverError('contests.error.noSubmissionCodes', 'The submissions’ code is not available'),
    )
  return provided.value
})

export const downloadAcSubmissions = (query: AcSubmissionFileQuery) =>
  Effect.gen(function* () {
    const { caller } = yield* RequestContext
    if (!caller) return yield* Effect.fail(Errors.loginFirst())
    const row = yield* findContest(query.cid, caller)
    if (!(yield* contestAdmin(caller, row))) return yield* Effect.fail(Errors.noPermission())
    const excludeUids = query.excludeAdmin
      ? [row.uid, ...(yield* (yield* Users).holding('root').pipe(Effect.mapError(() => Errors.server())))]
      : []
    const acm = isAcm(row)
    const submissions = yield* (yield* codes).ofContest({
      cid: row.id,
      from: new Date(row.startTime),
      to: new Date(row.endTime),
      which: acm ? 'accepted' : 'scored',
      excludeUids,
    })
    const places = yield* dbQuery((db) =>
      db
        .select({ pid: contestProblem.pid, displayId: contestProblem.displayId })
        .from(contestProblem)
        .where(eq(contestProblem.cid, row.id)),
    )
    places.sort((a, b) => a.displayId.length - b.displayId.length || a.displayId.localeCompare(b.displayId))
    const entries = acArchiveEntries({ acm, splitType: query.splitType ?? 'user', places, submissions })
    const now = new Date()
    const body = zip(
      entries.map(([name, text]) => [name, Buffer.from(text, 'utf8')] as const),
      now,
    )
    return new Response(body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="contest_${row.id}_${now.getTime()}.zip"`,
      },
    })
  })
