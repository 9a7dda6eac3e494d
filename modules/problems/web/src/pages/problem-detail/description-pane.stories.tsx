import './problem-detail.css'

import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../../stories/kit.tsx'
import { DescriptionPane } from './description-pane.tsx'
import type { ProblemDetail } from './types.ts'

const detail: ProblemDetail = {
  problem: {
    pid: 1,
    problemId: 'P1000',
    title: 'Sum of Squares',
    author: 'root',
    type: 0,
    judgeMode: 'default',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
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
    examples: [
      { input: '3\n1 2 3', output: '14' },
      { input: '1\n-5', output: '25' },
    ],
    hint: 'Mind the overflow: $a_i^2$ can reach $10^{18}$, use `long long`.',
    source: 'Classic',
    difficulty: 1,
    isRemote: false,
    remoteOj: null,
    userExtraFile: null,
    gid: null,
    openCaseResult: true,
    gmtModified: '2026-11-01T08:00:00.000Z',
  },
  tags: [
    { id: 2, name: 'Math', color: '#67C23A' },
    { id: 15, name: 'Classic', color: null },
  ],
  languages: ['C', 'C++', 'Java', 'Python3'],
  codeTemplate: {},
  problemCount: { total: 10, ac: 4, wa: 3, ce: 1, pa: 0, tle: 2, mle: 0, re: 0, pe: 0, se: 0 },
}

const meta = {
  title: 'problems/Problem description',
  component: DescriptionPane,
  decorators: [withModule({ maxWidth: 760 })],
  args: { detail },
} satisfies Meta<typeof DescriptionPane>
export default meta
type Story = StoryObj<typeof meta>

/** A local problem: math in every section, code in the output, two samples, limits for C/C++ and others. */
export const WithMathAndCode: Story = {}
/** A remote judge's problem: limits as given; in a contest the source is hidden. */
export const RemoteInContest: Story = {
  args: { detail: { ...detail, problem: { ...detail.problem, isRemote: true } }, hideSource: true },
}
