// Cold `npm start` to serving (fresh clone: install, build, migrate, seed) and warm restart, in seconds.
// Usage: node tools/bench/start.ts   (clones the committed HEAD into a temp folder)
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { startPlatform } from '../lib/platform-process.ts'

const repo = resolve(import.meta.dirname, '..', '..')
const work = mkdtempSync(join(tmpdir(), 'oj-bench-start-'))
const clone = join(work, 'oj')
execFileSync('git', ['clone', '--quiet', repo, clone])
const env = {
  OJ_DATA_DIR: join(work, 'data'),
  OJ_ADMIN_PASSWORD: 'bench-admin-pw',
  DATABASE_URL: '',
  NATS_URL: '',
}

try {
  let t = performance.now()
  const cold = await startPlatform(clone, env)
  const coldS = (performance.now() - t) / 1000
  await cold.stop()

  t = performance.now()
  const warm = await startPlatform(clone, env)
  const warmS = (performance.now() - t) / 1000
  await warm.stop()

  console.log(
    `cold npm start to serving (fresh clone: install + build + migrate + seed): ${coldS.toFixed(1)} s`,
  )
  console.log(
    `warm restart to serving (installed, built, data kept):                   ${warmS.toFixed(1)} s`,
  )
} finally {
  rmSync(work, { recursive: true, force: true })
}
