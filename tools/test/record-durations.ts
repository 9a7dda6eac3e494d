// Writes durations.json (the seconds each test file took, for the longest-first order of
// longest-first.ts) from a vitest JSON report, as `npm test` writes one per run (its path is printed):
// `node tools/test/record-durations.ts /tmp/oj-test-XXXX/parallel.json`. Files under a second are left
// out (their order hardly matters); the figures are rounded to the second.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const report = process.argv[2]
if (!report) {
  console.error('usage: node tools/test/record-durations.ts <vitest JSON report>')
  process.exit(2)
}
const root = join(import.meta.dirname, '..', '..')
const results = (
  JSON.parse(readFileSync(report, 'utf8')) as {
    testResults: ReadonlyArray<{ name: string; startTime: number; endTime: number }>
  }
).testResults
const files: Record<string, number> = {}
for (const r of [...results].sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))) {
  const seconds = Math.round((r.endTime - r.startTime) / 1000)
  if (seconds >= 1) files[relative(root, r.name)] = seconds
}
const out = join(import.meta.dirname, 'durations.json')
writeFileSync(out, `${JSON.stringify({ files }, null, 2)}\n`)
console.log(`${Object.keys(files).length} files written to ${relative(root, out)}`)
