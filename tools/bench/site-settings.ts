// What the switches cost on the request path (issue 40: a change counts at once in every server
// process). Every read of the site settings asks a stamp (one indexed row) and reads the table again
// only when the stamp moved. Measured closed-loop with 10 connections: GET /ojapi/get-website-config
// (reads the settings) beside GET /ojapi/modules (reads no database: the floor of a request), on
// PGlite, or on Postgres when DATABASE_URL is set; then the same while an admin changes a switch
// every 100 ms. Usage: node tools/bench/site-settings.ts [--duration 5]
import { startTestServer, TEST_ADMIN_PASSWORD } from '@oj/platform-server/testing'
import autocannon from 'autocannon'

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}
const duration = Number(arg('--duration') ?? 5)

const server = await startTestServer({ modules: [], log: () => {} })
try {
  const run = async (path: string) => {
    const result = await autocannon({ url: `${server.url}${path}`, connections: 10, duration })
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`)
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
  }
  await run('/ojapi/get-website-config') // warm up
  const floor = await run('/ojapi/modules')
  const settings = await run('/ojapi/get-website-config')
  const token = await server.login('root', TEST_ADMIN_PASSWORD)
  let on = true
  const updates: Array<Promise<unknown>> = []
  const changing = setInterval(() => {
    on = !on
    updates.push(server.api('PUT', '/ojapi/admin/switch/update', { token, body: { openContestComment: on } }))
  }, 100)
  const changed = await run('/ojapi/get-website-config').finally(() => clearInterval(changing))
  await Promise.all(updates)
  const line = (label: string, f: { rps: number; p50: number; p99: number }) =>
    console.log(
      `  ${label.padEnd(44)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms`,
    )
  console.log(`site settings on the request path (${server.db.kind}, ${duration} s each, 10 connections)`)
  line('GET /modules (no database: floor)', floor)
  line('GET /get-website-config (stamp read)', settings)
  line('the same, a switch changed every 100 ms', changed)
  console.log(`  settings / floor = ${(settings.rps / floor.rps).toFixed(2)} of the floor's requests/s`)
} finally {
  await server.close()
}
