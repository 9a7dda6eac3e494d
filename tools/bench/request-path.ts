// The request path against its floor (issue 38 goal 2): a visitor's GET /ojapi/get-website-config and
// GET /ojapi/get-problem-list beside a bare node:http server sending get-website-config's bytes, each
// in a process of its own, measured by turns in one run (floor, hono, config, list; `--rounds` times)
// with 10 connections from this process, so a busy machine weighs on all alike. Beside them the floor
// of the pipeline: a bare hono app on @hono/node-server answering get-website-config's bytes with the
// platform's headers (what no route of ours can go below). Prints each figure and each target's
// requests/s as a ratio to the floor of its round: the median of the rounds and their spread (a
// machine shared with other work swings from round to round; a wide spread calls for more rounds),
// beside the goals: config at least 0.5, list at least 0.15 (PGlite).
// Usage: node tools/bench/request-path.ts [--duration 5] [--rounds 3] [--postgres]
//   --postgres: the platform on a scratch database of BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { Hono } from 'hono'

import { startFloorServer } from '../lib/floor-server.ts'
import { freePort, quantile, startPlatform } from '../lib/platform-process.ts'

if (process.argv[2] === '--hono') {
  // The pipeline's floor: the same bytes and headers from one hono route, as the platform serves.
  const body = Buffer.from(process.argv[4] as string, 'base64')
  const headers = JSON.parse(process.argv[5] as string) as Record<string, string>
  const app = new Hono()
  app.get('/ojapi/get-website-config', () => new Response(body, { status: 200, headers: { ...headers } }))
  serve({ fetch: app.fetch, port: Number(process.argv[3]), hostname: '127.0.0.1' }, () =>
    console.log('ready'),
  )
} else {
  await main()
}

async function main(): Promise<void> {
  const arg = (name: string, fallback: number) => {
    const i = process.argv.indexOf(`--${name}`)
    return i > 0 ? Number(process.argv[i + 1]) : fallback
  }
  const duration = arg('duration', 5)
  const rounds = arg('rounds', 3)
  const postgres = process.argv.includes('--postgres')
  const repo = resolve(import.meta.dirname, '..', '..')
  const work = mkdtempSync(join(tmpdir(), 'oj-bench-path-'))
  const pgServer = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432'
  const db = `oj_bench_path_${Date.now()}`
  if (postgres) execFileSync('psql', [`${pgServer}/postgres`, '-qc', `CREATE DATABASE ${db}`])
  const platform = await startPlatform(repo, {
    OJ_DATA_DIR: join(work, 'data'),
    OJ_ADMIN_PASSWORD: 'bench-admin-pw',
    OJ_SKIP_BUILD: '1',
    NATS_URL: '',
    DATABASE_URL: postgres ? `${pgServer}/${db}` : '',
  })
  const answer = await fetch(`${platform.url}/ojapi/get-website-config`)
  const config = Buffer.from(await answer.arrayBuffer())
  // The platform's headers but those node:http adds itself.
  const own = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'])
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => !own.has(name)))
  const start = async (mode: string, ...args: string[]) => {
    const port = await freePort()
    const child = spawn(process.execPath, [import.meta.filename, mode, String(port), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((ready) => child.stdout.once('data', () => ready()))
    return { child, url: `http://127.0.0.1:${port}/ojapi/get-website-config` }
  }
  const processes: Array<{ readonly child: ChildProcess }> = []
  try {
    const floorServer = await startFloorServer(config)
    const floor = { child: floorServer.child, url: `${floorServer.origin}/ojapi/get-website-config` }
    processes.push(floor)
    const hono = await start('--hono', config.toString('base64'), JSON.stringify(headers))
    processes.push(hono)
    const targets = {
      floor: floor.url,
      hono: hono.url,
      config: `${platform.url}/ojapi/get-website-config`,
      list: `${platform.url}/ojapi/get-problem-list?currentPage=1&limit=30`,
    } as const
    const run = async (url: string, seconds: number) => {
      const r = await autocannon({ url, connections: 10, duration: seconds })
      if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`)
      return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 }
    }
    for (const url of Object.values(targets)) await run(url, 1) // warm-up
    type Figure = Awaited<ReturnType<typeof run>>
    const figures: Record<keyof typeof targets, Array<Figure>> = { floor: [], hono: [], config: [], list: [] }
    const ratios = { hono: [] as number[], config: [] as number[], list: [] as number[] }
    for (let round = 0; round < rounds; round++) {
      const f = await run(targets.floor, duration)
      const h = await run(targets.hono, duration)
      const c = await run(targets.config, duration)
      const l = await run(targets.list, duration)
      figures.floor.push(f)
      figures.hono.push(h)
      figures.config.push(c)
      figures.list.push(l)
      ratios.hono.push(h.rps / f.rps)
      ratios.config.push(c.rps / f.rps)
      ratios.list.push(l.rps / f.rps)
    }
    const median = (values: number[]) =>
      quantile(
        [...values].sort((a, b) => a - b),
        0.5,
      )
    const line = (label: string, list: Array<Figure>) =>
      console.log(
        `  ${label.padEnd(40)} ${list.map((f) => f.rps.toFixed(0).padStart(6)).join(' ')} req/s` +
          `  (p50 ${median(list.map((f) => f.p50))} ms, p99 ${median(list.map((f) => f.p99))} ms)`,
      )
    console.log(
      `request path on ${postgres ? 'Postgres' : 'PGlite'}: ${rounds} rounds of ${duration} s each, 10 connections (the rounds' figures)`,
    )
    line('bare node:http, the same bytes (floor)', figures.floor)
    line('bare hono, same bytes and headers', figures.hono)
    line('GET /ojapi/get-website-config', figures.config)
    line('GET /ojapi/get-problem-list (30 rows)', figures.list)
    const verdict = (name: string, values: number[], goal?: number) => {
      const m = median(values)
      const low = Math.min(...values)
      const high = Math.max(...values)
      // The spread: how far the rounds lie apart, against the median.
      const spread = (high - low) / m
      console.log(
        `  ${name.padEnd(40)} median ${m.toFixed(3)} of the floor, spread ${low.toFixed(3)}–${high.toFixed(3)}` +
          ` (±${((100 * spread) / 2).toFixed(0)} %; rounds ${values.map((v) => v.toFixed(3)).join(', ')})` +
          (goal === undefined ? '' : `; goal ≥ ${goal}: ${m >= goal ? 'met' : 'NOT met'}`) +
          (spread > 0.3 ? '  (wide spread: a busy machine; more --rounds)' : ''),
      )
    }
    verdict('bare hono / floor (the pipeline floor)', ratios.hono)
    verdict('get-website-config / floor', ratios.config, 0.5)
    verdict('get-problem-list / floor', ratios.list, 0.15)
  } finally {
    for (const { child } of processes) child.kill()
    await platform.stop()
    rmSync(work, { recursive: true, force: true })
    if (postgres)
      execFileSync('psql', [`${pgServer}/postgres`, '-qc', `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`], {
        stdio: 'ignore',
      })
  }
}
