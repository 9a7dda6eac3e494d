// `npm run bench`: every benchmark, one after another. Each prints its own figures; the run ends
// non-zero, naming them, when any benchmark failed.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

const dir = import.meta.dirname
const failed: Array<string> = []
for (const script of [
  'problem-list.ts',
  'request-path.ts',
  'lists.ts',
  'first-load.ts',
  'editor-ready.ts',
  'start.ts',
  'judge-sandbox.ts',
  'judge-wasi.ts',
  'judge-throughput.ts',
  'judge-verdict.ts',
  'judge-saturation.ts',
  'judge-faults.ts',
  'contest-board.ts',
  'icpc-scoreboard.ts',
  'bank-import.ts',
  'admin-import.ts',
  'site-settings.ts',
  'plagiarism.ts',
]) {
  console.log(`\n== ${script}`)
  const { status } = spawnSync(process.execPath, [resolve(dir, script)], { stdio: 'inherit' })
  if (status !== 0) failed.push(script)
}
if (failed.length > 0) {
  console.error(`\nbench: failed: ${failed.join(', ')}`)
  process.exit(1)
}
