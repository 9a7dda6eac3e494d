import { existsSync, globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

import { BROWSER_DIR, type Group, GROUPS, JUDGE_FILES, JUDGE_PACKAGES } from './tools/test/groups.ts'
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

// The three groups (general, judge, browser) and which files go where: tools/test/groups.ts.
const root = import.meta.dirname
const dirs = PACKAGES.flatMap((pattern) => globSync(pattern, { cwd: root })).filter((dir) =>
  existsSync(join(root, dir, 'package.json')),
)

const nameOf = (dir: string) =>
  (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { name: string }).name

/** A package's project in a group: its own config extended where it has one, else this one. */
function project(
  dir: string,
  group: Group,
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
    projects: [...dirs.flatMap(projectsOf), project(BROWSER_DIR, 'browser', { name: '@oj/tools-e2e' })],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Within each group the longest files first (tools/test/durations.json), so no group ends on
    // one long file running alone.
    sequence: { sequencer: LongestFirst },
  },
})
