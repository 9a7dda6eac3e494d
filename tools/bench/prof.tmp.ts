import { startTestServer } from '@oj/platform-server/testing'
import { Db } from '@oj/sdk/server'
import { Effect } from 'effect'
import { applyOneVerdict, boardSeedSql } from './contest-board-data.ts'
process.env['DATABASE_URL'] ??= 'postgres://postgres@127.0.0.1:5432/postgres'
const server = await startTestServer({ log: () => {}, env: { OJ_CHECK_REPLIES: '0' } })
const reader = await server.createUser({ username: 'bench-reader', password: 'bench-reader-pw' })
const cid = await boardSeedSql(server, { users: 200, problems: 13, submissions: 5000 }, reader)
const N = Number(process.env.N ?? 3000)
const t = performance.now()
const cpu0 = process.cpuUsage()
for (let i = 0; i < N; i++) await Effect.runPromise(Effect.provideService(applyOneVerdict(cid, i), Db, server.db))
const c = process.cpuUsage(cpu0)
console.log('per verdict wall', ((performance.now() - t) / N).toFixed(3), 'ms; node cpu', ((c.user + c.system) / 1000 / N).toFixed(3), 'ms')
await server.close()
process.exit(0)
