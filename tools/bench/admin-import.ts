// POST /ojapi/admin/user/insert-batch-user with 1,000 rows of spec 3 §5's 7 columns (issue 40): the
// time from request to reply, beside its floor measured in the same run: hashing 1,000 passwords with
// argon2id (the platform's parameters) as many at once as the import does. The rest is checking the
// rows and one transaction of inserts. Also the check (preview) of the same rows, which hashes nothing.
// Runs on PGlite, or on Postgres when DATABASE_URL is set. Usage: node tools/bench/admin-import.ts [--rows 1000]
import { availableParallelism } from 'node:os'

import { hash } from '@node-rs/argon2'
import { startTestServer, TEST_ADMIN_PASSWORD } from '@oj/platform-server/testing'

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}
const ROWS = Number(arg('--rows') ?? 1000)
/** As platform/server/src/admin/users/import.ts. */
const HASHING = 8

const rows = (prefix: string) =>
  Array.from({ length: ROWS }, (_, i) => [
    `${prefix}${i}`,
    `pw-${i}-${prefix}`,
    `${prefix}${i}@school.example`,
    `学生${i}`,
    i % 2 ? 'female' : 'male',
    `nick${i}`,
    'No. 1 High School',
  ])

async function hashingFloor(): Promise<number> {
  const started = performance.now()
  const queue = Array.from({ length: ROWS }, (_, i) => `pw-${i}-floor`)
  await Promise.all(
    Array.from({ length: HASHING }, async () => {
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) await hash(next)
    }),
  )
  return performance.now() - started
}

const server = await startTestServer({ modules: [], log: () => {} })
try {
  const token = await server.login('root', TEST_ADMIN_PASSWORD)
  const post = async (path: string, users: Array<Array<string>>) => {
    const started = performance.now()
    const reply = await server.api(`POST`, `/ojapi/admin/user/${path}`, { token, body: { users } })
    const ms = performance.now() - started
    if (reply.httpStatus !== 200) throw new Error(`${path}: ${reply.httpStatus} ${reply.body.msg}`)
    return ms
  }
  const floor = await hashingFloor()
  const check = await post('check-batch-user', rows('chk'))
  const insert = await post('insert-batch-user', rows('imp'))
  const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  console.log(`admin import of ${ROWS} rows (${server.db.kind}, ${availableParallelism()} cores)`)
  console.log(`  check-batch-user (preview):   ${fmt(check)}`)
  console.log(`  insert-batch-user:            ${fmt(insert)}  (${(insert / ROWS).toFixed(1)} ms a row)`)
  console.log(
    `  floor, ${ROWS} argon2id hashes ×${HASHING}: ${fmt(floor)}  → import / floor = ${(insert / floor).toFixed(2)}`,
  )
} finally {
  await server.close()
}
