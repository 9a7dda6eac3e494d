import type { TrainingProblemRow, TrainingRankRow, TrainingVO } from '@oj/training-contract'

// Sample data of the stories and tests.

export const sampleTraining: TrainingVO = {
  id: 1,
  title: 'Getting started',
  description: 'Input and output, loops and the first algorithms: **solve them in order**.',
  author: 'root',
  auth: 'Public',
  categoryName: 'Basics',
  categoryColor: '#2db7f5',
  rank: 0,
  problemCount: 5,
  acCount: 2,
  gid: null,
  gmtModified: '2026-11-20T08:00:00.000Z',
}

export const privateTraining: TrainingVO = {
  ...sampleTraining,
  id: 2,
  title: 'Class of 2026 (private) — a title long enough to wrap on a narrow phone screen',
  auth: 'Private',
  categoryName: 'Classes',
  categoryColor: '#ff9900',
  problemCount: 3,
  acCount: 0,
}

const problem = (pid: number, displayId: string, title: string, myStatus: number): TrainingProblemRow => ({
  pid,
  problemId: `P${1000 + pid}`,
  displayId,
  title,
  difficulty: pid % 3,
  type: 0,
  tags: [
    {
      id: pid,
      name: pid % 2 ? 'Math' : 'Loops',
      color: pid % 2 ? '#19be6b' : null,
      oj: 'ME',
      gid: null,
      tcid: null,
      gmtCreate: '2026-01-01T00:00:00.000Z',
      gmtModified: '2026-01-01T00:00:00.000Z',
    },
  ],
  total: 40 * pid,
  ac: 17 * pid,
  mle: 0,
  tle: 0,
  re: 0,
  pe: 0,
  ce: 0,
  wa: 0,
  se: 0,
  pa: 0,
  score: null,
  myStatus,
})

export const sampleProblems: ReadonlyArray<TrainingProblemRow> = [
  problem(1, 'P1000', 'A + B Problem', 0),
  problem(2, 'P1001', 'Hello, World', -1),
  problem(3, 'P1002', 'Sum of a list', -10),
]

export const sampleRank: ReadonlyArray<TrainingRankRow> = [
  {
    rank: 1,
    uid: 'a',
    username: 'alice',
    realname: 'Alice A.',
    nickname: 'ally',
    school: null,
    gender: null,
    avatar: null,
    ac: 2,
    totalRunTime: 150,
    submissionInfo: {
      P1000: { status: 0, score: null, isAC: true, runTime: 120 },
      P1001: { status: 0, score: null, isAC: true, runTime: 30 },
    },
  },
  {
    rank: 2,
    uid: 'b',
    username: 'bob',
    realname: null,
    nickname: null,
    school: null,
    gender: null,
    avatar: null,
    ac: 0,
    totalRunTime: 0,
    submissionInfo: { P1000: { status: -1, score: null, isAC: false, runTime: null } },
  },
]
