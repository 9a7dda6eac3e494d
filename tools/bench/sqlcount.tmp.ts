// scratch: count SQL statements per submission on a real Postgres with log_statement=all
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { client } from '../golden/client.ts'
import { loadProblem } from '../golden/suite.ts'
import { freePort } from '../lib/platform-process.ts'
import { waitForPort } from '../faults/services.ts'

const repo = resolve(import.meta.dirname, '..', '..')
const oj = join(repo, 'platform', 'server', 'bin', 'oj.ts')
const name = `oj_sqlcount_${Date.now()}`
execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-qc', `CREATE DATABASE ${name}`])
const work = mkdtempSync(join(tmpdir(), 'oj-sqlc-'))
const port = await freePort()
const env = { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`, NATS_URL: '', OJ_ADMIN_PASSWORD: 'pw-root-123', PORT: String(port), OJ_HOST: '127.0.0.1', OJ_DATA_DIR: join(work, 'data') }
const serve = spawn(process.execPath, [oj, 'serve'], { cwd: work, env, stdio: 'inherit' })
await waitForPort(port, 60_000)
const api = client(`http://127.0.0.1:${port}`)
const token = await api.login('root', 'pw-root-123')
const aplusb = loadProblem('aplusb')
const pid = await api.createProblem(token, aplusb, 'SQLC')
const code = aplusb.solutions.find((s) => s.file === 'AC.sum.c')!.code
// warm
const w = await api.submit(token, pid, 'C', code)
for (;;) { const v = await api.detail(token, w); if (![5,6,7,9].includes(v.status)) break; await new Promise(r=>setTimeout(r,300)) }
execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-qc', `ALTER SYSTEM SET log_statement = 'all'`]); execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-qc', `ALTER SYSTEM SET log_line_prefix = '%m [%p] db=%d '`]); execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-qc', `select pg_reload_conf()`])
await new Promise(r=>setTimeout(r,500))
const log = '/var/log/postgresql/postgresql-15-main.log'
const from = statSync(log).size
const N = Number(process.env.N ?? 5)
const ids = [] as number[]
for (let i = 0; i < N; i++) ids.push(await api.submit(token, pid, 'C', code))
for (const id of ids) for (;;) { const v = await api.detail(token, id); if (![5,6,7,9].includes(v.status)) break; await new Promise(r=>setTimeout(r,1000)) }
await new Promise(r=>setTimeout(r,1500))
const text = readFileSync(log).subarray(from).toString()
const lines = text.split('\n').filter((l) => l.includes(`${name}`) || l.includes('LOG:  statement') || l.includes('LOG:  execute'))
const stmts = text.split('\n').filter((l) => l.includes(`db=${name} `) && /LOG:  (statement|execute)/.test(l))
console.log('statements', stmts.length, 'per submission', stmts.length / N)
const kinds = new Map<string, number>()
for (const s of stmts) { const k = s.replace(/.*LOG:  (statement|execute [^:]*): /, '').slice(0, 110); kinds.set(k, (kinds.get(k) ?? 0) + 1) }
if (process.env.SEQ) for (const st of stmts) console.log(st.replace(/.*LOG:  (statement|execute [^:]*): /, '').slice(0, 150))
for (const [k, n] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(n, k)
execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-qc', `ALTER SYSTEM RESET log_statement`]); execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-qc', `ALTER SYSTEM RESET log_line_prefix`]); execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-qc', `select pg_reload_conf()`])
serve.kill('SIGTERM')
await new Promise(r=>setTimeout(r,1000))
execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-qc', `DROP DATABASE ${name} WITH (FORCE)`])
process.exit(0)
