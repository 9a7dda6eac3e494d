// A statement with everything a statement can hold (math in each section, code, two samples, tags,
// counts), shared by the module's stories.
import type { ProblemDetail } from '@oj/problems-contract'

import { examplesText, problemDetail, tag } from '../testing/fixtures.ts'

export const sumOfSquares: ProblemDetail = problemDetail(
  {
    id: 1,
    problemId: 'P1000',
    title: 'Sum of Squares',
    difficulty: 1,
    description: [
      'Given $n$ integers $a_1, a_2, \\dots, a_n$, compute',
      '',
      '$$S = \\sum_{i=1}^{n} a_i^2 \\bmod (10^9 + 7)$$',
      '',
      'Brackets work too: \\(\\frac{n(n+1)}{2}\\) inline, and on their own line',
      '',
      '\\[ \\sqrt{a^2 + b^2} \\le a + b \\]',
    ].join('\n'),
    input:
      'The first line holds $n$ ($1 \\le n \\le 10^5$); the second the $n$ integers ($|a_i| \\le 10^9$).',
    output: 'Print $S$. In C, read with:\n\n```c\nscanf("%d", &n); /* $n$ stays as typed here */\n```',
    examples: examplesText([
      { input: '3\n1 2 3', output: '14' },
      { input: '1\n-5', output: '25' },
    ]),
    hint: 'Mind the overflow: $a_i^2$ can reach $10^{18}$, use `long long`.',
    source: 'Classic',
  },
  {
    tags: [tag(2, 'Math', '#67C23A'), tag(15, 'Classic')],
    languages: ['C', 'C++', 'Java', 'Python3'],
    problemCount: { pid: 1, total: 10, ac: 4, wa: 3, ce: 1, pa: 0, tle: 2, mle: 0, re: 0, pe: 0, se: 0 },
  },
)
