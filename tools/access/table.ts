// The role × route table: what every served route answers to each kind of caller, written from the
// specs and kept apart from the routes' own rules (README.md here describes the format). The
// platform's rows are platform/server/access-table.json, each module's are
// modules/<id>/server/access-table.json; this file collects and reads them.
import { globSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** Every caller the table speaks of: anonymous, then the roles of spec 1 §3. */
export const CALLERS = [
  'anon',
  'default_user',
  'no_submit',
  'no_discuss',
  'mute',
  'no_submit_no_discuss',
  'no_submit_mute',
  'problem_admin',
  'admin',
  'root',
] as const
export type Caller = (typeof CALLERS)[number]

const RESTRICTED: ReadonlyArray<Caller> = [
  'no_submit',
  'no_discuss',
  'mute',
  'no_submit_no_discuss',
  'no_submit_mute',
]

/**
 * An expected outcome: 'ok' (the call gets past access control: neither 401 nor 403, nor a 5xx; a
 * 400 for the table's empty input or a 404 of an absent object is fine), or an exact HTTP status,
 * or an exact status with checks of the reply's `data` (dot paths; see README.md).
 */
export type Outcome =
  'ok' | number | { readonly status: number; readonly data?: Readonly<Record<string, unknown>> }

/** Outcomes by caller key: a caller, 'user' (default_user), 'restricted' (the five restriction roles), '*'. */
export type Expectations = Readonly<Record<string, Outcome>>

interface RouteRow {
  /** 'METHOD /path' as served under /ojapi, path parameters as `:name`. */
  readonly route: string
  readonly expect: Expectations
  /** The call ends the caller's session (logout): it is made with a session of its own. */
  readonly ownSession?: boolean
}

/** A call on a given object (a submission of someone else's, a private problem's, ...). */
interface ObjectCase {
  readonly name: string
  /** 'METHOD /path?query', `{fixture}` placeholders filled by the test. */
  readonly call: string
  readonly body?: unknown
  /** The state of the contest (the stand-in's, or the contests module's) during the call. */
  readonly contest?: 'scheduled' | 'running' | 'ended'
  readonly expect: Expectations
}

export interface TableFile {
  readonly file: string
  readonly routes: ReadonlyArray<RouteRow>
  readonly cases: ReadonlyArray<ObjectCase>
}

const ROOT = resolve(import.meta.dirname, '..', '..')

/** The rows files of the platform and of every module, read and checked for form. */
export function loadTable(root = ROOT): ReadonlyArray<TableFile> {
  const files = [
    ...globSync('platform/*/access-table.json', { cwd: root }),
    ...globSync('modules/*/server/access-table.json', { cwd: root }),
  ].sort()
  return files.map((file) => {
    const raw = JSON.parse(readFileSync(join(root, file), 'utf8')) as {
      routes?: Record<string, Expectations & { ownSession?: boolean }>
      cases?: ReadonlyArray<ObjectCase>
    }
    const routes = Object.entries(raw.routes ?? {}).map(([route, row]): RouteRow => {
      const { ownSession, ...expect } = row
      return { route, expect: expect as Expectations, ...(ownSession ? { ownSession } : {}) }
    })
    return { file, routes, cases: raw.cases ?? [] }
  })
}

/** The outcome the table expects of a caller; undefined when the row says nothing for it. */
export function expected(expect: Expectations, caller: Caller): Outcome | undefined {
  if (caller in expect) return expect[caller]
  if (caller === 'default_user' && 'user' in expect) return expect['user']
  if (RESTRICTED.includes(caller) && 'restricted' in expect) return expect['restricted']
  return expect['*']
}

/** The value at a dot path (`submission.code`, `12.status`); undefined when absent. */
function at(data: unknown, path: string): unknown {
  let value = data
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** Why a reply does not match the outcome, or undefined when it does. */
export function mismatch(outcome: Outcome, status: number, data: unknown): string | undefined {
  if (outcome === 'ok') {
    return status === 401 || status === 403 || status >= 500 ? `expected access, got ${status}` : undefined
  }
  const want = typeof outcome === 'number' ? outcome : outcome.status
  if (status !== want) return `expected ${want}, got ${status}`
  if (typeof outcome === 'number') return undefined
  for (const [path, value] of Object.entries(outcome.data ?? {})) {
    const got = at(data, path)
    if (value === '<absent>') {
      if (got !== undefined) return `expected no ${path}, got ${JSON.stringify(got)}`
    } else if (value === '<set>') {
      if (got === undefined || got === null || got === '' || (Array.isArray(got) && got.length === 0))
        return `expected ${path} to be set, got ${JSON.stringify(got)}`
    } else if (JSON.stringify(got) !== JSON.stringify(value)) {
      return `expected ${path} = ${JSON.stringify(value)}, got ${JSON.stringify(got)}`
    }
  }
  return undefined
}
