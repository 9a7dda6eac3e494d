// `npm test`: every test of the repository. Installs and builds first when needed (the browser test
// needs the built shell and remotes), then runs vitest over all workspaces, then the serial tests
// (`*.serial.test.ts`: they change the repository itself, like the module scaffold's, so nothing may run
// beside them), and prints a closing line 'N passed, N failed, N skipped' that CI reads.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { build, ensureInstalled } from '../start/install.ts'
import { busyBetween, readSamples, startSampler } from './cpu.ts'
import { type Group, groupOf, GROUPS } from './groups.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const times: Array<[string, number]> = []
function timed<A>(name: string, f: () => A): A {
  const began = performance.now()
  try {
    return f()
  } finally {
    times.push([name, (performance.now() - began) / 1000])
  }
}
const extra = process.argv.slice(2)
timed('install (when needed)', () => ensureInstalled(root))
// Only the browser tests need the built shell and remotes: a run narrowed to other packages skips it.
if (extra.length === 0 || extra.some((a) => a.includes('e2e'))) timed('build (turbo)', () => build(root))

const SERIAL = '**/*.serial.test.ts'
const dir = mkdtempSync(join(tmpdir(), 'oj-test-'))

interface JsonReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults: ReadonlyArray<{
    name: string
    startTime: number
    endTime: number
    assertionResults: ReadonlyArray<unknown>
  }>
}

function vitest(name: string, args: ReadonlyArray<string>): { status: number; report?: JsonReport } {
  return timed(`vitest: ${name}`, () => runVitest(name, args))
}

function runVitest(name: string, args: ReadonlyArray<string>): { status: number; report?: JsonReport } {
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

const cpuFile = join(dir, 'cpu.samples')
const stopSampler = startSampler(cpuFile)
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
stopSampler()
const reports = runs.map((r) => r.report)

/** The package a test file belongs to (its nearest package.json), as its name. */
const packageOf = (file: string): string => {
  for (let d = dirname(file); d.startsWith(root) && d !== root; d = dirname(d)) {
    const manifest = join(d, 'package.json')
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name
  }
  return relative(root, file)
}
const projects = new Map<string, { files: number; tests: number; seconds: number }>()
for (const r of reports)
  for (const t of r?.testResults ?? []) {
    const name = packageOf(t.name)
    const p = projects.get(name) ?? { files: 0, tests: 0, seconds: 0 }
    p.files++
    p.tests += t.assertionResults.length
    p.seconds += (t.endTime - t.startTime) / 1000
    projects.set(name, p)
  }
console.log('\nnpm test, steps (seconds):')
for (const [name, seconds] of times) console.log(`  ${name.padEnd(40)} ${seconds.toFixed(1).padStart(8)}`)
console.log(
  '\ntest projects (seconds: the sum of their files, which run side by side):\n' +
    `  ${'project'.padEnd(40)} ${'files'.padStart(6)} ${'tests'.padStart(6)} ${'seconds'.padStart(8)}`,
)
for (const [name, p] of [...projects].sort((a, b) => b[1].seconds - a[1].seconds))
  console.log(
    `  ${name.padEnd(40)} ${String(p.files).padStart(6)} ${String(p.tests).padStart(6)} ${p.seconds.toFixed(1).padStart(8)}`,
  )
// Each group's span (its first test's start to its last one's end; the groups run one after another)
// and the share of the machine's cores busy meanwhile: near 100 % a group can only be made shorter
// by less work, not by more workers.
const spans = new Map<Group, { from: number; to: number; files: number; seconds: number }>()
for (const t of reports[0]?.testResults ?? []) {
  const g = groupOf(root, t.name)
  const s = spans.get(g) ?? { from: t.startTime, to: t.endTime, files: 0, seconds: 0 }
  s.from = Math.min(s.from, t.startTime)
  s.to = Math.max(s.to, t.endTime)
  s.files++
  s.seconds += (t.endTime - t.startTime) / 1000
  spans.set(g, s)
}
if (spans.size > 0) {
  const samples = readSamples(cpuFile)
  console.log(
    `\ntest groups (span: first test to last; files' seconds: their sum; cpu: the share of all ${availableParallelism()} cores busy in the span):\n` +
      `  ${'group'.padEnd(10)} ${'workers'.padStart(7)} ${'files'.padStart(6)} ${"files' s".padStart(9)} ${'span s'.padStart(8)} ${'cpu'.padStart(5)}`,
  )
  for (const g of Object.keys(GROUPS) as Group[]) {
    const s = spans.get(g)
    if (!s) continue
    const busy = busyBetween(samples, s.from, s.to)
    console.log(
      `  ${g.padEnd(10)} ${String(GROUPS[g].maxWorkers).padStart(7)} ${String(s.files).padStart(6)} ${s.seconds.toFixed(1).padStart(9)} ${((s.to - s.from) / 1000).toFixed(1).padStart(8)} ${(busy === undefined ? '-' : `${Math.round(busy * 100)}%`).padStart(5)}`,
    )
  }
}
if (reports.some((r) => r === undefined)) console.log('\nno test report was written')
else {
  const sum = (f: (r: JsonReport) => number) => reports.reduce((n, r) => n + f(r as JsonReport), 0)
  console.log(
    `\n${sum((r) => r.numPassedTests)} passed, ${sum((r) => r.numFailedTests)} failed, ${sum((r) => r.numPendingTests + r.numTodoTests)} skipped`,
  )
}
process.exit(runs.every((r) => r.status === 0) ? 0 : 1)
