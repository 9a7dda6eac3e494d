// The test run's three groups (see vitest.config.ts, which builds its projects from these rules) and
// which group a test file is of, so `npm test` can report each group's time and CPU.
import { matchesGlob, relative } from 'node:path'

/**
 * The run comes in three groups, one after the other (vitest's default on two cores is one test file
 * at a time, which left most of CI waiting on Postgres, NATS and sockets):
 * - general: the many files that mostly wait on their databases, buses and servers, three at a time;
 * - judge: the judge's own tests and the suites that judge real programs (time limits, wall backstops
 *   and CPU accounting), two at a time and beside nothing else, so that their figures stay honest;
 * - browser: the browser tests, on their one shared platform and Chromium, two at a time.
 */
export const GROUPS = {
  general: { groupOrder: 0, maxWorkers: 3 },
  judge: { groupOrder: 1, maxWorkers: 2 },
  browser: { groupOrder: 2, maxWorkers: 2 },
} as const
export type Group = keyof typeof GROUPS

/** Packages whose every test is of the judge group. */
export const JUDGE_PACKAGES = ['platform/judge', 'judge-plugins/']
/** Test files of other packages that judge real programs, by package folder. */
export const JUDGE_FILES: Record<string, ReadonlyArray<string>> = {
  'platform/server': ['test/judge-*.test.ts'],
  tools: ['golden/golden.test.ts', 'golden/wasi-runners.test.ts', 'faults/*.test.ts', 'fuzz/*.test.ts'],
}
/** The browser tests' folder; its other tests (of helpers) are of the tools package, in the general group. */
export const BROWSER_DIR = 'tools/e2e'
const BROWSER_SUFFIX = '.e2e.test.ts'

/** The group of a test file, given the repository's root. */
export function groupOf(root: string, file: string): Group {
  const path = relative(root, file).replaceAll('\\', '/')
  if (path.startsWith(`${BROWSER_DIR}/`) && path.endsWith(BROWSER_SUFFIX)) return 'browser'
  if (JUDGE_PACKAGES.some((p) => path.startsWith(p.endsWith('/') ? p : `${p}/`))) return 'judge'
  for (const [dir, patterns] of Object.entries(JUDGE_FILES))
    if (path.startsWith(`${dir}/`) && patterns.some((p) => matchesGlob(path.slice(dir.length + 1), p)))
      return 'judge'
  return 'general'
}
