import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import { sql } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createProblemsModule } from '../src/index.ts'
import { fpsXml, kattisPackage, polygonPackage, zipOf } from './packages.ts'

// Imported packages judged for real (the embedded worker: sandbox and g++): a known solution is
// Accepted and a wrong one is not, through each package's own checker — FPS's HUSTOJ-style special
// judge (wrapped), a Kattis output validator (wrapped), a Polygon testlib-protocol checker — and the
// admin's compile of a checker answers the compiler's own message.

let server: TestServer
let root: string
let cpp: string | undefined

const api = async <T>(method: string, path: string, body?: unknown) =>
  server.api<T>(method, `/ojapi${path}`, {
    token: root,
    headers: { 'Accept-Language': 'en' },
    ...(body === undefined ? {} : { body }),
  })

const importFile = async (path: string, bytes: Uint8Array | string, name: string) => {
  const form = new FormData()
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name)
  const response = await server.request(`/ojapi/file/${path}`, {
    method: 'POST',
    headers: { Authorization: root },
    body: form,
  })
  const body = (await response.json()) as {
    status: number
    msg: string
    data: { problems: Array<{ pid: number; problemId: string }> }
  }
  if (body.status !== 200) throw new Error(`${name}: ${body.msg}`)
  return body.data.problems[0]!
}

const AC =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n'
const WA =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n'

/** A verdict of `code` on the problem, as a user's submission ends. */
async function judged(problemId: string, code: string): Promise<number> {
  const submitted = await api<{ submitId: number }>('POST', '/submit-problem-judge', {
    pid: problemId,
    language: cpp,
    code,
  })
  if (!submitted.body.data) throw new Error(submitted.body.msg)
  const until = Date.now() + 120_000
  for (;;) {
    const detail = await api<{ submission: { status: number } }>(
      'GET',
      `/get-submission-detail?submitId=${submitted.body.data.submitId}`,
    )
    const status = detail.body.data?.submission.status
    if (status !== undefined && ![5, 6, 7].includes(status)) return status
    if (Date.now() > until) throw new Error('no verdict in time')
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** A checker of testlib's protocol without testlib: `checker input output answer`, exit 0 or 1. */
const PLAIN_CHECKER = `#include <fstream>
int main(int argc, char** argv) {
  std::ifstream out(argv[2]), ans(argv[3]);
  long long a, b;
  if (!(out >> a)) return 1;
  ans >> b;
  return a == b ? 0 : 1;
}
`
/** HUSTOJ's special judge protocol: \`spj input answer user_output\`, exit 0 accepted. */
const HUSTOJ_SPJ = `#include <stdio.h>
int main(int argc, char* argv[]) {
  FILE* ans = fopen(argv[2], "r");
  FILE* out = fopen(argv[3], "r");
  long long a, b;
  if (fscanf(out, "%lld", &a) != 1) return 1;
  fscanf(ans, "%lld", &b);
  return a == b ? 0 : 1;
}
`

beforeAll(async () => {
  server = await startTestServer({
    modules: [createProblemsModule()],
    judge: true,
    env: { OJ_JUDGE_NAME: 'bank', OJ_JUDGE_CAPACITY: '2' },
    log: () => {},
  })
  await server.db.client.execute(
    sql`insert into platform.site_config (key, value) values ('defaultSubmitInterval', '0'::jsonb)
        on conflict (key) do update set value = excluded.value`,
  )
  root = await server.login('root', TEST_ADMIN_PASSWORD)
  const until = Date.now() + 60_000
  while (!cpp && Date.now() < until) {
    const languages = await api<Array<{ name: string }>>('GET', '/languages')
    cpp = languages.body.data?.find((l) => l.name === 'C++')?.name
    if (!cpp) await new Promise((r) => setTimeout(r, 250))
  }
}, 120_000)
afterAll(() => server?.close())

describe('imported packages, judged', { timeout: 300_000 }, () => {
  it('judges an FPS problem through its HUSTOJ special judge', async ({ skip }) => {
    if (!cpp) return skip('no C++ on this machine')
    const xml = fpsXml().replace(
      /<spj language="C\+\+"><!\[CDATA\[[\s\S]*?\]\]><\/spj>/,
      `<spj language="C"><![CDATA[${HUSTOJ_SPJ}]]></spj>`,
    )
    const p = await importFile('import-fps-problem', xml, 'fps.xml')
    expect(await judged(p.problemId, AC)).toBe(0)
    expect(await judged(p.problemId, WA)).toBe(-1)
  })

  it('judges a Kattis problem through its output validator', async ({ skip }) => {
    if (!cpp) return skip('no C++ on this machine')
    const p = await importFile('import-kattis-problem', kattisPackage(true), 'kattis.zip')
    expect(await judged(p.problemId, AC)).toBe(0)
    expect(await judged(p.problemId, WA)).toBe(-1)
  })

  it('judges a Polygon problem through its checker', async ({ skip }) => {
    if (!cpp) return skip('no C++ on this machine')
    const files = unzipSync(polygonPackage())
    files['files/check.cpp'] = new TextEncoder().encode(PLAIN_CHECKER)
    const p = await importFile('import-polygon-problem', zipOf(files), 'polygon.zip')
    expect(await judged(p.problemId, AC)).toBe(0)
    // OI points: a wrong answer scores nothing of its 100.
    expect([-1, 8]).toContain(await judged(p.problemId, WA))
  })

  it('compiles a checker on the judge: a compile error answers the compiler’s message', async ({ skip }) => {
    if (!cpp) return skip('no C++ on this machine')
    const bad = await api('POST', '/admin/problem/compile-spj', { code: 'int main( {', language: cpp })
    expect(bad.httpStatus).toBe(400)
    expect(bad.body.msg).toMatch(/error/)
    const good = await api('POST', '/admin/problem/compile-spj', { code: PLAIN_CHECKER, language: cpp })
    expect(good.body.status).toBe(200)
  })
})
