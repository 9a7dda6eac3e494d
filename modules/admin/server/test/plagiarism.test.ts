import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The plagiarism check end to end (issue 40 §8): submissions of a problem in the problems module's
// table, a check started by an admin and run in the background with its progress, its pairs most
// similar first, one pair side by side; a problem admin may, a user may not.

const solution = (names: [string, string, string]) => `#include <bits/stdc++.h>
using namespace std;
int main() {
  long long ${names[0]}, ${names[1]}; cin >> ${names[0]} >> ${names[1]};
  vector<long long> ${names[2]}(${names[0]} + 1, 0);
  for (long long i = 1; i <= ${names[0]}; i++) ${names[2]}[i] = ${names[2]}[i - 1] + i * ${names[1]} % 1000000007;
  for (long long i = ${names[0]}; i > 0; i--) if (${names[2]}[i] % 2 == 0) { cout << i << endl; return 0; }
  cout << -1 << endl;
  return 0;
}`
// Three programs of their own (other algorithms, not renamings of one another).
const OWN = [
  `#include <cstdio>
int main() { int q; scanf("%d", &q); long long best = 0;
  while (q--) { long long v; scanf("%lld", &v); if (v > best) best = v; }
  printf("%lld\\n", best); }`,
  `import java.util.*;
public class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in);
  TreeMap<Integer, Integer> seen = new TreeMap<>(); while (s.hasNextInt()) seen.merge(s.nextInt(), 1, Integer::sum);
  System.out.println(seen.lastKey()); } }`,
  `n = int(input())
values = sorted(map(int, input().split()), reverse=True)
print(values[0] if values else -1)`,
]

let server: TestServer
let root: string
let pid: number
beforeAll(async () => {
  server = await startTestServer({ log: () => {} })
  root = await server.login('root', TEST_ADMIN_PASSWORD)
  await server.createUser({ username: 'copycat', password: 'copycat-pass' })
  await server.createUser({ username: 'helper', password: 'helper-pass', roles: ['problem_admin'] })
  const made = await server.db.client.execute(sql`
    insert into problems.problem (problem_id, title, author, description, input, output, auth, type)
    values ('PLAG1', 'Plagiarism probe', 'root', 'd', 'i', 'o', 1, 0) returning id`)
  pid = Number((made as unknown as { rows: Array<{ id: number }> }).rows[0]!.id)
  const codes = [
    ['u1', 'alice', solution(['n', 'k', 'acc'])],
    ['u2', 'bob', solution(['cnt', 'mul', 'pre'])],
    ['u3', 'carol', OWN[0]],
    ['u4', 'dave', OWN[1]],
    ['u5', 'erin', OWN[2]],
  ]
  for (const [uid, username, code] of codes) {
    await server.db.client.execute(sql`
      insert into problems.submission (pid, display_pid, uid, username, status, length, language, code, priority, family)
      values (${pid}, 'PLAG1', ${uid}, ${username}, 0, ${code!.length}, 'C++', ${code}, 'normal', 'cpp')`)
  }
})
afterAll(() => server?.close())

const api = <T>(method: string, path: string, token = root, body?: unknown) =>
  server.api<T>(method, `/ojapi${path}`, { token, body, headers: { 'Accept-Language': 'en' } })

async function finished(id: number) {
  for (let i = 0; i < 200; i++) {
    const check = await api<{ status: string; progress: number }>('GET', `/admin/plagiarism/check?id=${id}`)
    if (check.body.data?.status === 'done' || check.body.data?.status === 'failed') return check.body.data
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the check did not finish')
}

describe('the plagiarism check', () => {
  it('finds the renamed copy in the background and shows it side by side', async () => {
    const started = await api<{ id: number }>('POST', '/admin/plagiarism/check', root, { pid, threshold: 40 })
    expect(started.httpStatus).toBe(200)
    const check = await finished(started.body.data!.id)
    expect(check).toMatchObject({ status: 'done', progress: 100, submissions: 5, pairs: 1 })
    const pairs = await api<{
      records: Array<{ id: number; similarity: number; a: { username: string }; b: { username: string } }>
    }>('GET', `/admin/plagiarism/pairs?id=${started.body.data!.id}`)
    const [pair] = pairs.body.data!.records
    expect([pair!.a.username, pair!.b.username].sort()).toEqual(['alice', 'bob'])
    expect(pair!.similarity).toBeGreaterThan(90)
    const detail = await api<{ codeA: string; spansA: Array<{ start: number; end: number }> }>(
      'GET',
      `/admin/plagiarism/pair?id=${pair!.id}`,
    )
    expect(detail.body.data?.codeA).toContain('#include')
    expect(detail.body.data?.spansA.length).toBeGreaterThan(0)
  })

  it('takes one scope, and is for the admin roles', async () => {
    expect((await api('POST', '/admin/plagiarism/check', root, {})).body.msg).toBe(
      'Give either a contest (cid) or a problem (pid)',
    )
    const helper = await server.login('helper', 'helper-pass')
    expect((await api('GET', '/admin/plagiarism/checks', helper)).httpStatus).toBe(200)
    const user = await server.login('copycat', 'copycat-pass')
    expect((await api('GET', '/admin/plagiarism/checks', user)).httpStatus).toBe(403)
  })
})
