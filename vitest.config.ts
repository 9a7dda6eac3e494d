import { existsSync, globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

import { LongestFirst } from './tools/test/longest-first.ts'

// One run over every workspace. A package with a vitest.config.ts of its own (a DOM environment, more
// time) is extended by its project; every other package is an inline project that extends this config,
// so the timeouts below reach it (a folder listed bare would run on vitest's defaults).
const PACKAGES = [
  'sdk',
  'platform/*',
  'modules/*/{contract,server,web}',
  'judge-plugins/{lang,checker,remote}-*',
  'shell',
  'tools',
]

/**
 * The run comes in three groups, one after the other (vitest's default on two cores is one test file
 * at a time, which left most of CI waiting on Postgres, NATS and sockets):
 * - general: the many files that mostly wait on their databases, buses and servers, three at a time;
 * - judge: the judge's own tests and the suites that judge real programs (time limits, wall backstops
 *   and CPU accounting), two at a time and beside nothing else, so that their figures stay honest;
 * - browser: the browser tests, on their one shared platform and Chromium, two at a time.
 */
const GROUPS = {
  general: { groupOrder: 0, maxWorkers: 3 },
  judge: { groupOrder: 1, maxWorkers: 2 },
  browser: { groupOrder: 2, maxWorkers: 2 },
} as const

/** Packages whose every test is of the judge group. */
const JUDGE_PACKAGES = ['platform/judge', 'judge-plugins/']
/** Test files of other packages that judge real programs, by package folder. */
const JUDGE_FILES: Record<string, ReadonlyArray<string>> = {
  'platform/server': ['test/judge-*.test.ts'],
  tools: ['golden/golden.test.ts', 'golden/wasi-runners.test.ts', 'faults/*.test.ts', 'fuzz/*.test.ts'],
}

const root = import.meta.dirname
const dirs = PACKAGES.flatMap((pattern) => globSync(pattern, { cwd: root })).filter((dir) =>
  existsSync(join(root, dir, 'package.json')),
)

const nameOf = (dir: string) =>
  (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { name: string }).name

/** A package's project in a group: its own config extended where it has one, else this one. */
function project(
  dir: string,
  group: keyof typeof GROUPS,
  files: {
    include?: ReadonlyArray<string>
    exclude?: ReadonlyArray<string>
    suffix?: string
    name?: string
  } = {},
): TestProjectInlineConfiguration {
  const own = join(dir, 'vitest.config.ts')
  const { groupOrder, maxWorkers } = GROUPS[group]
  return {
    extends: existsSync(join(root, own)) ? `./${own}` : true,
    test: {
      name: files.name ?? `${nameOf(dir)}${files.suffix ?? ''}`,
      root: join(root, dir),
      ...(files.include ? { include: [...files.include] } : {}),
      ...(files.exclude ? { exclude: ['**/node_modules/**', ...files.exclude] } : {}),
      sequence: { groupOrder },
      maxWorkers,
    },
  }
}

function projectsOf(dir: string): TestProjectInlineConfiguration[] {
  if (JUDGE_PACKAGES.some((p) => dir.startsWith(p))) return [project(dir, 'judge')]
  const judging = JUDGE_FILES[dir]
  if (!judging) return [project(dir, 'general')]
  return [
    project(dir, 'general', { exclude: judging }),
    project(dir, 'judge', { include: judging, suffix: ' (judge)' }),
  ]
}

export default defineConfig({
  test: {
    projects: [...dirs.flatMap(projectsOf), project('tools/e2e', 'browser', { name: '@oj/tools-e2e' })],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Within each group the longest files first (tools/test/durations.json), so no group ends on
    // one long file running alone.
    sequence: { sequencer: LongestFirst },
  },
})
