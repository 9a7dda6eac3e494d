// The plagiarism check of 500 submissions of one problem (issue 40): the time from starting the check
// to its pairs being stored (the background job: reading the submissions, comparing them on a worker
// thread, writing the pairs), beside the comparison alone in this process (winnowing and pairing:
// the floor of the job). The submissions are made here: 40 programs of their own, each submitted by
// several users with new names, layout and comments, and some copied outright.
// Runs on PGlite, or on Postgres when DATABASE_URL is set. Usage: node tools/bench/plagiarism.ts [--count 500]
import { similarPairs } from '@oj/admin-server/plagiarism'
import { startTestServer, TEST_ADMIN_PASSWORD } from '@oj/platform-server/testing'
import { sql } from 'drizzle-orm'

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}
const COUNT = Number(arg('--count') ?? 500)

/** A deterministic random source (mulberry32), so that every run compares the same texts. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const rand = random(40)
const pick = <T>(xs: ReadonlyArray<T>) => xs[Math.floor(rand() * xs.length)] as T

const NAMES = [
  'a',
  'b',
  'c',
  'n',
  'm',
  'k',
  'x',
  'y',
  'cnt',
  'sum',
  'res',
  'ans',
  'tmp',
  'val',
  'dp',
  'arr',
  'p',
  'q',
]
const OPS = ['+', '-', '*', '^', '%', '|', '&']
const LOOPS = [
  'for (int {i} = 0; {i} < {n}; {i}++)',
  'for (int {i} = {n} - 1; {i} >= 0; {i}--)',
  'while ({n}-- > 0)',
]

/** A program of its own: a random sequence of statements over a few variables. */
function program(seed: number): string {
  const vars = Array.from({ length: 4 }, (_, i) => `${pick(NAMES)}${seed}_${i}`)
  const lines = [`#include <bits/stdc++.h>`, `using namespace std;`, `int main() {`]
  lines.push(`  long long ${vars.join(', ')};`, `  cin >> ${vars[0]} >> ${vars[1]};`)
  for (let s = 0; s < 14; s++) {
    const [x, y, z] = [pick(vars), pick(vars), pick(vars)]
    const r = rand()
    if (r < 0.35) lines.push(`  ${x} = ${y} ${pick(OPS)} ${z} ${pick(OPS)} ${Math.floor(rand() * 100)};`)
    else if (r < 0.6)
      lines.push(
        `  ${pick(LOOPS).replaceAll('{i}', `i${s}`).replaceAll('{n}', y)} { ${x} += i${s} ${pick(OPS)} ${z}; }`,
      )
    else if (r < 0.8)
      lines.push(`  if (${x} ${pick(['<', '>', '=='])} ${y}) ${z} = ${x} ${pick(OPS)} ${y}; else ${z}++;`)
    else
      lines.push(
        `  vector<long long> v${s}(${x} % 100 + 1); for (auto &e : v${s}) e = ${y}++ ${pick(OPS)} ${z};`,
      )
  }
  lines.push(`  cout << ${vars[2]} << endl;`, `  return 0;`, `}`)
  return lines.join('\n')
}

/** The same program disguised: other names, other spacing, comments added. */
function disguise(code: string, user: number): string {
  const renamed = code.replace(
    /\b([a-z]+)(\d+)_(\d)\b/g,
    (_, _name: string, s: string, i: string) => `v${user}x${s}y${i}`,
  )
  return renamed
    .split('\n')
    .map((line) =>
      rand() < 0.2 ? `${line}  // ${pick(['ok', 'fix', 'todo', 'try'])}` : line.replace(/ = /g, '='),
    )
    .join('\n')
}

const bases = Array.from({ length: 40 }, (_, i) => program(i))
const codes = Array.from({ length: COUNT }, (_, user) => {
  const base = bases[user % bases.length] as string
  return rand() < 0.1 ? base : disguise(base, user)
})

// The floor: the comparison alone, in this process.
const started = performance.now()
const inProcess = similarPairs(
  codes.map((code, i) => ({ id: i + 1, uid: `u${i}`, code })),
  { threshold: 0.3, commonShare: 0.5 },
)
const floor = performance.now() - started

const server = await startTestServer({ log: () => {} })
try {
  const root = await server.login('root', TEST_ADMIN_PASSWORD)
  const made = await server.db.client.execute(sql`
    insert into problems.problem (problem_id, title, author, description, input, output, auth, type)
    values ('BENCH1', 'Plagiarism bench', 'root', 'd', 'i', 'o', 1, 0) returning id`)
  const pid = Number((made as unknown as { rows: Array<{ id: number }> }).rows[0]!.id)
  for (let i = 0; i < COUNT; i += 100) {
    const rows = codes
      .slice(i, i + 100)
      .map(
        (code, j) =>
          sql`(${pid}, 'BENCH1', ${`u${i + j}`}, ${`user${i + j}`}, 0, ${code.length}, 'C++', ${code}, 'normal', 'cpp')`,
      )
    await server.db.client.execute(sql`
      insert into problems.submission (pid, display_pid, uid, username, status, length, language, code, priority, family)
      values ${sql.join(rows, sql`, `)}`)
  }
  const t0 = performance.now()
  const reply = await server.api<{ id: number }>('POST', '/ojapi/admin/plagiarism/check', {
    token: root,
    body: { pid, threshold: 30 },
  })
  const id = reply.body.data!.id
  type Check = { status: string; pairs: number; submissions: number }
  let check: Check | null | undefined
  for (;;) {
    check = (await server.api<Check>('GET', `/ojapi/admin/plagiarism/check?id=${id}`, { token: root })).body
      .data
    if (check?.status === 'done' || check?.status === 'failed') break
    await new Promise((r) => setTimeout(r, 50))
  }
  const job = performance.now() - t0
  if (check?.status !== 'done') throw new Error(`the check ${check?.status}`)
  const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  console.log(`plagiarism check of ${COUNT} submissions of one problem (${server.db.kind})`)
  console.log(
    `  background check, start to pairs stored: ${fmt(job)}  (${check.pairs} pairs of ${check.submissions} submissions)`,
  )
  console.log(
    `  floor, the comparison alone in-process:  ${fmt(floor)}  (${inProcess.length} pairs)  → check / floor = ${(job / floor).toFixed(2)}`,
  )
} finally {
  await server.close()
}
