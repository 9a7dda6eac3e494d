// The problem bank's two big uploads, against the platform as `npm start` runs it (PGlite, in-process
// bus and judge), each with the server's peak memory over idle (the resident memory of its process
// group, sampled every 20 ms) and a floor measured in the same run (reading the same zip's entries and
// hashing them, which any import must do at least):
//   1. importing a 200-problem HOJ zip with 50 cases each (goal: under 100 MB over idle);
//   2. uploading a 200 MB test-data zip.
// Each runs on a platform of its own (PGlite; the import on Postgres too when it is reachable).
// Usage: node tools/bench/bank-import.ts [--problems 200] [--cases 50] [--upload-mb 200]
import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import yauzl from 'yauzl'
import yazl from 'yazl'

import { startPlatform } from '../lib/platform-process.ts'

const repo = resolve(import.meta.dirname, '..', '..')
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
const PROBLEMS = arg('problems', 200)
const CASES = arg('cases', 50)
const UPLOAD_MB = arg('upload-mb', 200)
const ADMIN_PASSWORD = 'bench-admin-pw'
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

/** Writes a zip of the given entries to `path`. */
async function writeZip(path: string, entries: Iterable<{ name: string; data: Buffer }>, compress: boolean) {
  const zip = new yazl.ZipFile()
  for (const e of entries) zip.addBuffer(e.data, e.name, { compress })
  zip.end()
  await pipeline(zip.outputStream as Readable, createWriteStream(path))
}

function* hojEntries(): Generator<{ name: string; data: Buffer }> {
  for (let p = 1; p <= PROBLEMS; p++) {
    const samples = Array.from({ length: CASES }, (_, i) => ({
      input: `${i + 1}.in`,
      output: `${i + 1}.out`,
    }))
    const doc = {
      problem: {
        problemId: `BENCH${p}`,
        title: `Bench ${p}`,
        description: 'Add.',
        timeLimit: 1000,
        memoryLimit: 256,
        type: 0,
      },
      languages: [],
      samples,
      tags: ['bench'],
      codeTemplates: [],
      judgeMode: 'default',
    }
    yield { name: `problem_${p}.json`, data: Buffer.from(JSON.stringify(doc)) }
    for (let i = 1; i <= CASES; i++) {
      const a = (p * 7919 + i * 104729) % 1_000_000
      const line = `${a} ${i}\n`.repeat(40)
      yield { name: `problem_${p}/${i}.in`, data: Buffer.from(line) }
      yield { name: `problem_${p}/${i}.out`, data: Buffer.from(`${a + i}\n`) }
    }
  }
}

function* uploadEntries(): Generator<{ name: string; data: Buffer }> {
  // Incompressible data (random bytes as hex-ish text would compress): the zip is as large as it says.
  const caseBytes = 1024 * 1024
  const cases = Math.max(1, Math.round(UPLOAD_MB / 2))
  for (let i = 1; i <= cases; i++) {
    yield { name: `${i}.in`, data: randomBytes(caseBytes) }
    yield { name: `${i}.out`, data: randomBytes(caseBytes) }
  }
}

/** The floor: every entry of the zip inflated and hashed, one after another (yauzl, no database). */
async function floorMs(path: string): Promise<number> {
  const start = performance.now()
  await new Promise<void>((done, fail) =>
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return fail(error)
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry()
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return fail(e)
          const hash = createHash('sha256')
          stream.on('data', (c: Buffer) => hash.update(c))
          stream.on('end', () => {
            hash.digest()
            zip.readEntry()
          })
        })
      })
      zip.on('end', () => done())
      zip.readEntry()
    }),
  )
  return performance.now() - start
}

/** The resident memory of a process group's processes, in bytes. */
async function groupRss(pgid: number): Promise<number> {
  let total = 0
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) !== pgid) continue
      const status = await readFile(`/proc/${name}/status`, 'utf8')
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
    } catch {
      // the process ended
    }
  }
  return total
}

/** Samples the group's memory until `stop()`; answers the peak. */
function sampler(pgid: number) {
  let peak = 0
  let running = true
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await groupRss(pgid))
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  return {
    stop: async () => {
      running = false
      await loop
      return peak
    },
  }
}

/** POSTs a file as the multipart field `file`, streamed from disk. */
async function postFile(url: string, token: string, path: string, name: string) {
  const boundary = `----oj-bench-${randomBytes(8).toString('hex')}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/zip\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const size = statSync(path).size
  async function* body() {
    yield head
    for await (const chunk of createReadStream(path)) yield chunk as Buffer
    yield tail
  }
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      Authorization: token,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(head.length + size + tail.length),
    },
    body: Readable.toWeb(Readable.from(body())) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' })
  return (await response.json()) as { status: number; msg: string; data: unknown }
}

/** Starts a platform of its own (PGlite, or the Postgres database `databaseUrl`), runs `f`, stops it. */
async function withPlatform<T>(
  work: string,
  databaseUrl: string,
  f: (url: string, token: string, pgid: number) => Promise<T>,
): Promise<T> {
  const platform = await startPlatform(repo, {
    OJ_DATA_DIR: join(work, `data-${Date.now()}`),
    OJ_ADMIN_PASSWORD: ADMIN_PASSWORD,
    OJ_SKIP_BUILD: '1',
    NATS_URL: '',
    DATABASE_URL: databaseUrl,
  })
  try {
    const login = await fetch(`${platform.url}/ojapi/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: ADMIN_PASSWORD }),
    })
    const token = login.headers.get('Authorization') ?? ''
    if (!token) throw new Error(`no login: ${await login.text()}`)
    // Let start-up settle (demo seed, first heartbeats) before idle is read.
    await new Promise((r) => setTimeout(r, 5000))
    return await f(platform.url, token, platform.child.pid ?? 0)
  } finally {
    await platform.stop()
  }
}

/** One upload on a fresh platform: its time, the server's idle and peak memory, and the floor. */
async function measure(label: string, work: string, databaseUrl: string, path: string, file: string) {
  const size = statSync(file).size
  await withPlatform(work, databaseUrl, async (url, token, pgid) => {
    const idle = await groupRss(pgid)
    const sample = sampler(pgid)
    const start = performance.now()
    const reply = await postFile(`${url}/ojapi${path}`, token, file, label)
    const ms = performance.now() - start
    const peak = await sample.stop()
    if (reply.status !== 200) throw new Error(`${label}: ${reply.msg}`)
    const floor = await floorMs(file)
    console.log(
      `${label}: ${(ms / 1000).toFixed(1)} s (${mb(size)} MB zip; floor: reading and hashing its entries ` +
        `${(floor / 1000).toFixed(1)} s, ×${(ms / floor).toFixed(1)}); server peak ${mb(peak)} MB, ` +
        `idle ${mb(idle)} MB, peak over idle ${mb(peak - idle)} MB`,
    )
  })
}

const work = mkdtempSync(join(tmpdir(), 'oj-bench-bank-'))
try {
  const hojZip = join(work, 'hoj.zip')
  const uploadZip = join(work, 'upload.zip')
  await writeZip(hojZip, hojEntries(), true)
  await writeZip(uploadZip, uploadEntries(), false)
  const importLabel = `import of ${PROBLEMS} problems × ${CASES} cases (HOJ zip)`
  const uploadLabel = `upload of a ${mb(statSync(uploadZip).size)} MB test-data zip`
  await measure(`PGlite   ${importLabel}`, work, '', '/file/import-problem', hojZip)
  await measure(`PGlite   ${uploadLabel}`, work, '', '/file/upload-testcase-zip', uploadZip)
  const pgServer = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432'
  const db = `oj_bench_bank_${Date.now()}`
  let created = false
  try {
    execFileSync('psql', [`${pgServer}/postgres`, '-qc', `CREATE DATABASE ${db}`], { stdio: 'ignore' })
    created = true
  } catch {
    console.log(`Postgres skipped: cannot create a database on ${pgServer}`)
  }
  if (created) {
    try {
      await measure(`Postgres ${importLabel}`, work, `${pgServer}/${db}`, '/file/import-problem', hojZip)
    } finally {
      execFileSync('psql', [`${pgServer}/postgres`, '-qc', `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`], {
        stdio: 'ignore',
      })
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
