// The judge's faults, with the recovery time of each: a worker killed mid-task, NATS restarted,
// Postgres restarted, the API server killed while results arrive (tools/faults/faults.test.ts, on
// private NATS and Postgres servers; `npm test` runs it too). Here so that `npm run bench` prints
// those figures beside the others.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

const repo = resolve(import.meta.dirname, '..', '..')
const { status } = spawnSync(
  process.execPath,
  [resolve(repo, 'node_modules/vitest/vitest.mjs'), 'run', 'tools/faults/faults.test.ts'],
  { cwd: repo, stdio: 'inherit' },
)
process.exit(status ?? 1)
