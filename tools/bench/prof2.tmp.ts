import { writeFileSync } from 'node:fs'
import { startTestServer } from '@oj/platform-server/testing'
import { boardSeedSql } from './contest-board-data.ts'
import { rebuildBoard } from '@oj/contests-server/board'
import { Db } from '@oj/sdk/server'
import { Effect } from 'effect'
process.env['DATABASE_URL'] ??= 'postgres://postgres@127.0.0.1:5432/postgres'
const server = await startTestServer({ log: () => {}, env: { OJ_CHECK_REPLIES: '0' } })
const reader = await server.createUser({ username: 'bench-reader', password: 'bench-reader-pw' })
const token = await server.login('bench-reader', 'bench-reader-pw')
const cid = await boardSeedSql(server, { users: 1000, problems: 13, submissions: 50000 }, reader)
await Effect.runPromise(Effect.provideService(rebuildBoard(cid), Db, server.db))
writeFileSync('/work/scratch/board.json', JSON.stringify({ url: `${server.url}/ojapi/get-contest-rank`, token, body: JSON.stringify({ cid, currentPage: 1, limit: 50 }) }))
console.log('ready')
await new Promise((r) => setTimeout(r, Number(process.env.STAY ?? 40000)))
await server.close()
process.exit(0)
