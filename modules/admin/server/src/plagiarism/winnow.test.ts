import { describe, expect, it } from 'vitest'

import { latestPerUser } from './jobs.ts'
import { similarPairs } from './pairs.ts'
import { documentOf, fingerprints, K, matchedSpans, similarity, tokenize, W } from './winnow.ts'

const original = `#include <bits/stdc++.h>
using namespace std;
// knapsack
int main() {
  int n, m; cin >> n >> m;
  vector<int> w(n), v(n), dp(m + 1, 0);
  for (int i = 0; i < n; i++) cin >> w[i] >> v[i];
  for (int i = 0; i < n; i++)
    for (int j = m; j >= w[i]; j--) dp[j] = max(dp[j], dp[j - w[i]] + v[i]);
  cout << dp[m] << endl;
  return 0;
}`

// The same program with new names, other spacing, other comments and other literals.
const disguised = `#include <bits/stdc++.h>
using namespace std;
/* my own solution!! */
int main(){int items,cap;cin>>items>>cap;
vector<int> weight(items), value(items), best(cap+1, 0);
for(int k=0;k<items;k++)cin>>weight[k]>>value[k];   # not a comment in C, but harmless
for(int k=0;k<items;k++) for(int c=cap;c>=weight[k];c--) best[c]=max(best[c],best[c-weight[k]]+value[k]);
cout<<best[cap]<<endl; return 0;}`

const different = `import sys
def solve():
    data = sys.stdin.read().split()
    a, b = int(data[0]), int(data[1])
    print(a + b)
solve()`

describe('tokens', () => {
  it('drop comments and spacing, and read every name, number and literal alike', () => {
    const texts = tokenize('int total = 42; // sum\nprintf("%d", total); /* done */').map((t) => t.text)
    expect(texts).toEqual(['int', 'I', '=', 'N', ';', 'printf', '(', 'S', ',', 'I', ')', ';'])
  })
  it('keep where each token is, for highlighting', () => {
    const [first, second] = tokenize('  foo(bar)')
    expect(first).toEqual({ text: 'I', start: 2, end: 5 })
    expect(second).toEqual({ text: '(', start: 5, end: 6 })
  })
})

describe('winnowing', () => {
  it('keeps one fingerprint per window at least, and none for a text shorter than a k-gram', () => {
    const tokens = tokenize(original)
    const prints = fingerprints(tokens)
    expect(prints.length).toBeGreaterThan((tokens.length - K + 1) / W - 1)
    expect(fingerprints(tokenize('a + b'))).toEqual([])
  })
  it('finds a renamed, reformatted copy and tells an unrelated program apart', () => {
    const copy = similarity(documentOf(original), documentOf(disguised))
    expect(copy.a).toBeGreaterThan(0.8)
    expect(copy.b).toBeGreaterThan(0.8)
    const other = similarity(documentOf(original), documentOf(different))
    expect(other.a).toBeLessThan(0.1)
  })
  it('marks the shared stretches of both texts', () => {
    const spans = matchedSpans(original, disguised)
    expect(spans.a.length).toBeGreaterThan(0)
    const covered = spans.a.reduce((n, s) => n + s.end - s.start, 0)
    expect(covered / original.length).toBeGreaterThan(0.6)
    for (const s of spans.b) expect(s.end).toBeLessThanOrEqual(disguised.length)
  })
})

describe('pairs', () => {
  it('ranks the copy first, leaves out pairs of one user and pairs below the threshold', () => {
    const subs = [
      { id: 1, uid: 'alice', code: original },
      { id: 2, uid: 'bob', code: disguised },
      { id: 3, uid: 'carol', code: different },
      { id: 4, uid: 'alice', code: disguised },
    ]
    const pairs = similarPairs(subs, { threshold: 0.3, commonShare: 1 })
    // Bob's text and Alice's second are the same; Alice's first differs only in names and layout.
    expect(pairs[0]?.similarity).toBe(1)
    expect(pairs.find((p) => p.a === 2 && p.b === 4)?.similarity).toBe(1)
    expect(pairs.some((p) => p.a === 1 && p.b === 4)).toBe(false)
    expect(pairs.every((p) => p.a !== 3 && p.b !== 3)).toBe(true)
    expect(pairs.some((p) => p.a === 1 && p.b === 2)).toBe(true)
  })
  it('ignores what most submissions share (the template)', () => {
    const template =
      '#include <bits/stdc++.h>\nusing namespace std;\nint main() { ios::sync_with_stdio(false); cin.tie(nullptr);'
    const subs = Array.from({ length: 10 }, (_, i) => ({
      id: i + 1,
      uid: `u${i}`,
      code: `${template} long long x${i}; cin >> x${i}; cout << x${i} * ${i + 2} % 1000000007 << "\\n"; }`,
    }))
    expect(similarPairs(subs, { threshold: 0.3, commonShare: 0.5 })).toEqual([])
  })
})

describe('the check', () => {
  it("compares each user's latest submission per problem and language", () => {
    const at = new Date()
    const sub = (submitId: number, uid: string, pid: number, language: string) => ({
      submitId,
      pid,
      displayId: null,
      uid,
      username: uid,
      language,
      code: '',
      status: 0,
      score: null,
      submitTime: at,
    })
    // Newest first, as the problems module gives them.
    const kept = latestPerUser([
      sub(9, 'alice', 1, 'C++'),
      sub(8, 'alice', 1, 'C++'),
      sub(7, 'alice', 1, 'Python3'),
      sub(6, 'alice', 2, 'C++'),
      sub(5, 'bob', 1, 'C++'),
    ])
    expect(kept.map((s) => s.submitId)).toEqual([9, 7, 6, 5])
  })
})
