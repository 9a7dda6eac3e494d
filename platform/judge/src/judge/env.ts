import type { LanguageDef } from '@oj/sdk/judge'

import type { DataSource } from '../data/data-source.ts'
import type { Runner } from '../runner.ts'
import type { CheckerCache } from './checker-cache.ts'
import type { CaseSlots } from './run-cases.ts'

/** The runners this machine has: the native sandbox and the WASI runner, where they opened. */
export interface Runners {
  readonly native?: Runner | undefined
  readonly wasi?: Runner | undefined
}

/** What judging a task needs from the worker. */
export interface JudgeEnv {
  /** The languages this worker judges, by name. */
  readonly languages: ReadonlyMap<string, LanguageDef>
  readonly runners: Runners
  readonly data: DataSource
  /** Where task folders are made (and removed). */
  readonly tempRoot: string
  /** The worker's name, reported as the judger. */
  readonly judger: string
  /** OJ_TESTLIB_DIR: the operator's testlib.h, for special judges whose problem brings none. */
  readonly testlibDir?: string | undefined
  /** Compiled checkers kept between tasks (none: each task compiles its own). */
  readonly checkers?: CheckerCache | undefined
  /** Aborted when the worker gives the task up (it closed): running cases end. */
  readonly signal?: AbortSignal | undefined
  /** Run slots the task may borrow to judge more of its cases at once (none: one at a time). */
  readonly slots?: CaseSlots | undefined
}

export const runnerOf = (runners: Runners, language: LanguageDef): Runner | undefined =>
  language.runtime === 'native' ? runners.native : runners.wasi

/** Finds a language by its API name (checkers' languages are matched ignoring case). */
export function findLanguage(
  languages: ReadonlyMap<string, LanguageDef>,
  name: string,
): LanguageDef | undefined {
  return (
    languages.get(name) ?? [...languages.values()].find((l) => l.name.toLowerCase() === name.toLowerCase())
  )
}
