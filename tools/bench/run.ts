// `npm run bench`: every benchmark, one after another. Each prints its own figures.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

const dir = import.meta.dirname
for (const script of [
  'problem-list.ts',
  'lists.ts',
  'first-load.ts',
  'editor-ready.ts',
  'start.ts',
  'judge-sandbox.ts',
  'judge-wasi.ts',
  'judge-throughput.ts',
]) {
  console.log(`\n== ${script}`)
  spawnSync(process.execPath, [resolve(dir, script)], { stdio: 'inherit' })
}
