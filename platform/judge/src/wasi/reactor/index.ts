/**
 * Reactor adapters: a WASI module with no `_start` (a "reactor") that the thread runner can still
 * run as a judged program because an adapter here knows its exported API. The LanguageDef names the
 * adapter (`run.reactor`); the module is instrumented like any other (fuel, memory cap).
 */
import { readFileSync, realpathSync } from 'node:fs'
import { resolve, sep } from 'node:path'

import { type RunReactor } from '../../runner.ts'
import { type Root, type StdStream } from '../shim/descriptors.ts'
import { quickjsReactor, type QuickjsRun } from './quickjs.ts'

export type ReactorRun = QuickjsRun

/** Max source size a reactor reads (the submission limit is far below). */
const MAX_SOURCE_BYTES = 4 * 1024 * 1024

/**
 * The program's source: argv[1], a file of the work folder (the preopen seen as '.'), never a path
 * that leaves it.
 */
function readSource(args: ReadonlyArray<string>, roots: ReadonlyArray<Root>): string {
  const name = args[1]
  const work = roots.find((r) => r.guest === '.')
  if (!name || !work) throw new Error('the reactor needs a source file in the work folder (argv[1])')
  const path = realpathSync(resolve(work.host, name))
  if (!path.startsWith(work.host + sep)) throw new Error('the source file must be inside the work folder')
  const bytes = readFileSync(path)
  if (bytes.length > MAX_SOURCE_BYTES) throw new Error('the source file is too large')
  return new TextDecoder('utf-8').decode(bytes)
}

export function openReactor(
  kind: RunReactor,
  args: ReadonlyArray<string>,
  roots: ReadonlyArray<Root>,
  stdio: readonly [StdStream, StdStream, StdStream],
): ReactorRun {
  switch (kind) {
    case 'quickjs':
      return quickjsReactor(readSource(args, roots), stdio)
  }
}
