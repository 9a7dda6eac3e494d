import { existsSync, globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { defineConfig } from 'vitest/config'

// One run over every workspace. A package with a vitest.config.ts of its own (a DOM environment, more
// time) is that project; every other package is an inline project that extends this config, so the
// timeouts below reach it (a folder listed bare would run on vitest's defaults).
const PACKAGES = [
  'sdk',
  'platform/*',
  'modules/*/{contract,server,web}',
  'judge-plugins/{lang,checker,remote}-*',
  'shell',
  'tools',
]

const dirs = PACKAGES.flatMap((pattern) => globSync(pattern, { cwd: import.meta.dirname })).filter((dir) =>
  existsSync(join(import.meta.dirname, dir, 'package.json')),
)

export default defineConfig({
  test: {
    projects: [
      ...dirs.map((dir) => {
        if (existsSync(join(import.meta.dirname, dir, 'vitest.config.ts'))) return dir
        const { name } = JSON.parse(readFileSync(join(import.meta.dirname, dir, 'package.json'), 'utf8')) as {
          name: string
        }
        return { extends: true, test: { name, root: join(import.meta.dirname, dir) } }
      }),
      // The browser tests: a project apart, so that their shared platform starts only when they run.
      'tools/e2e',
    ],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
