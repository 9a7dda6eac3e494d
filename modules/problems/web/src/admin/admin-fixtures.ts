import type { Answers } from '../stories/kit.tsx'

// The answers the admin pages' stories and tests are given: a few problems, tags, languages.

const at = '2026-11-20T08:00:00.000Z'

export const bankRow = (
  id: number,
  problemId: string,
  title: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  problemId,
  title,
  author: 'root',
  type: 0,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  description: 'Compute $a+b$.',
  input: 'Two integers $a$ and $b$.',
  output: 'Their sum.',
  examples: '<input>1 2</input><output>3</output>',
  isRemote: false,
  source: '',
  difficulty: 0,
  hint: '',
  auth: 1,
  ioScore: 100,
  codeShare: true,
  spjCode: null,
  spjLanguage: null,
  userExtraFile: null,
  judgeExtraFile: null,
  isRemoveEndBlank: true,
  openCaseResult: true,
  isUploadCase: true,
  caseVersion: null,
  modifiedUser: null,
  isGroup: false,
  gid: null,
  applyPublicProgress: null,
  isFileIO: false,
  ioReadFileName: null,
  ioWriteFileName: null,
  gmtCreate: at,
  gmtModified: at,
  remoteOj: null,
  tags: [],
  ...extra,
})

const rows = [
  bankRow(3, 'P1002', 'Shortest Path', { auth: 2, author: 'teacher' }),
  bankRow(2, 'HDU-1000', 'A + B Problem', { isRemote: true, remoteOj: 'HDU' }),
  bankRow(1, 'P1000', 'A + B', { type: 1, ioScore: 100 }),
]

const language = (id: number, name: string, template: string) => ({
  id,
  name,
  description: name,
  compileCommand: '',
  template,
  codeTemplate: template,
  contentType: 'text/x-c++src',
  isSpj: true,
  oj: 'ME',
  seq: id - 1,
  gmtCreate: null,
  gmtModified: null,
})

const languages = [
  language(1, 'C', '#include <stdio.h>\nint main() { return 0; }\n'),
  language(2, 'C++', '#include <iostream>\nint main() { return 0; }\n'),
  language(3, 'Python3', 'print(sum(map(int, input().split())))\n'),
]

const tag = (id: number, name: string, color: string | null, tcid: number | null) => ({
  id,
  name,
  color,
  oj: 'ME',
  gid: null,
  tcid,
  gmtCreate: at,
  gmtModified: at,
})

export const bankAnswers: Answers = {
  '/admin/problem/get-problem-list': () => ({
    records: rows,
    total: rows.length,
    size: 10,
    current: 1,
    pages: 1,
  }),
  '/admin/problem': () => bankRow(1, 'P1000', 'A + B', { type: 1 }),
  '/admin/problem/get-problem-cases': () => [
    {
      id: 1,
      pid: 1,
      input: '1.in',
      output: '1.out',
      score: 50,
      groupNum: 0,
      status: null,
      gmtCreate: null,
      gmtModified: null,
      index: 1,
      inputHash: 'a',
      outputHash: 'b',
    },
    {
      id: 2,
      pid: 1,
      input: '2.in',
      output: '2.out',
      score: 50,
      groupNum: 0,
      status: null,
      gmtCreate: null,
      gmtModified: null,
      index: 2,
      inputHash: 'c',
      outputHash: 'd',
    },
  ],
  '/get-problem-tags': () => [tag(1, 'Math', '#67C23A', 1)],
  '/get-problem-languages': () => languages.slice(0, 2),
  '/get-problem-code-template': () => [],
  '/languages': () => languages,
  '/get-all-problem-tags': () => [
    tag(1, 'Math', '#67C23A', 1),
    tag(2, 'Graph', '#409EFF', 2),
    tag(3, 'Greedy', null, null),
  ],
  '/admin/tag/classification': () => [
    { id: 1, name: 'Basics', oj: 'ME', rank: 1, gmtCreate: at, gmtModified: at },
    { id: 2, name: 'Graphs', oj: 'ME', rank: 2, gmtCreate: at, gmtModified: at },
  ],
}
