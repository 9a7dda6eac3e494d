// `npm test`: every test of the repository. Installs and builds first when needed (the browser test
// needs the built shell and remotes), then runs vitest over all workspaces and prints a closing
// line 'N passed, N failed, N skipped' that CI reads.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { build, ensureInstalled } from '../start/install.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
ensureInstalled(root)
build(root)

const report = join(mkdtempSync(join(tmpdir(), 'oj-test-')), 'vitest.json')
const args = [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]
const result = spawnSync(join(root, 'node_modules', '.bin', 'vitest'), args, { cwd: root, stdio: 'inherit' })

interface JsonReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
}
try {
  const r = JSON.parse(readFileSync(report, 'utf8')) as JsonReport
  console.log(
    `\n${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`,
  )
} catch {
  console.log('\nno test report was written')
}
process.exit(result.status ?? 1)
