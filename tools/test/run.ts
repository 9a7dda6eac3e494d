// `npm test`: every test of the repository. Installs and builds first when needed (the browser test
// needs the built shell and remotes), then runs vitest over all workspaces, then the serial tests
// (`*.serial.test.ts`: they change the repository itself, like the module scaffold's, so nothing may run
// beside them), and prints a closing line 'N passed, N failed, N skipped' that CI reads.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { build, ensureInstalled } from '../start/install.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
ensureInstalled(root)
build(root)

const SERIAL = '**/*.serial.test.ts'
const dir = mkdtempSync(join(tmpdir(), 'oj-test-'))

interface JsonReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
}

function vitest(name: string, args: ReadonlyArray<string>): { status: number; report?: JsonReport } {
  const file = join(dir, `${name}.json`)
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    { cwd: root, stdio: 'inherit' },
  )
  try {
    return { status: result.status ?? 1, report: JSON.parse(readFileSync(file, 'utf8')) as JsonReport }
  } catch {
    return { status: result.status ?? 1 }
  }
}

const extra = process.argv.slice(2)
const runs = [vitest('parallel', ['--exclude', SERIAL, '--exclude', '**/node_modules/**', ...extra])]
// A run narrowed to some files (`npm test -- path`) runs the serial tests only when it names them.
if (extra.length === 0 || extra.some((a) => a.includes('.serial.'))) {
  runs.push(
    vitest('serial', [
      '--no-file-parallelism',
      '--passWithNoTests',
      ...(extra.length ? extra : ['serial.test']),
    ]),
  )
}
const reports = runs.map((r) => r.report)
if (reports.some((r) => r === undefined)) console.log('\nno test report was written')
else {
  const sum = (f: (r: JsonReport) => number) => reports.reduce((n, r) => n + f(r as JsonReport), 0)
  console.log(
    `\n${sum((r) => r.numPassedTests)} passed, ${sum((r) => r.numFailedTests)} failed, ${sum((r) => r.numPendingTests + r.numTodoTests)} skipped`,
  )
}
process.exit(runs.every((r) => r.status === 0) ? 0 : 1)
