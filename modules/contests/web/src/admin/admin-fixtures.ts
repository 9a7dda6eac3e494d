import {
  type AdminContestProblems,
  type AdminContestRow,
  type AdminContestView,
  type AdminProblemRow,
  type AnnouncementView,
  ContestAdminApi,
  type ContestAnnouncementsCalls,
  type ContestProblemsCalls,
  type EditableProblem,
} from '@oj/contests-contract'
import type { ProblemCaseView } from '@oj/problems-contract'

import type { Answers } from './admin-world.tsx'

// Made-up contests, problems and announcements for the admin pages' stories and tests.

export const demoAdminContest: AdminContestView = {
  id: 5,
  uid: 'u-0',
  author: 'root',
  title: 'Autumn Cup 2026',
  type: 0,
  description: 'Five problems, five hours. Good luck!',
  source: 0,
  auth: 1,
  pwd: 'autumn',
  startTime: '2026-11-28T01:00:00.000Z',
  endTime: '2026-11-28T06:00:00.000Z',
  duration: 18_000,
  sealRank: true,
  sealRankTime: '2026-11-28T05:00:00.000Z',
  autoRealRank: true,
  status: -1,
  visible: true,
  openPrint: true,
  openAccountLimit: true,
  accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>1</start><end>40</end><extra>guest</extra>',
  rankShowName: 'username',
  openRank: true,
  oiRankScoreType: 'Recent',
  gid: null,
  awardType: 1,
  allowEndSubmit: false,
  gmtCreate: '2026-11-20T08:00:00.000Z',
  gmtModified: '2026-11-20T08:00:00.000Z',
  starAccount: ['coach', 'observer'],
  awardConfigList: [
    { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 10 },
    { priority: 2, name: 'Silver', background: '#e6e6e6', color: '#000', num: 20 },
    { priority: 3, name: 'Bronze', background: '#c37e5e', color: '#fff', num: 30 },
  ],
}

const row = (patch: Partial<AdminContestRow>): AdminContestRow => {
  const { starAccount, awardConfigList, ...rest } = demoAdminContest
  return {
    ...rest,
    isGroup: false,
    starAccount: JSON.stringify({ star_account: starAccount }),
    awardConfig: JSON.stringify({ config: awardConfigList }),
    ...patch,
  }
}

const demoAdminRows: ReadonlyArray<AdminContestRow> = [
  row({}),
  row({ id: 4, title: 'Weekly OI #12', type: 1, auth: 0, status: 0, visible: false, author: 'teacher' }),
  row({ id: 3, title: 'Freshman Contest', auth: 2, status: 1 }),
]

/** A problem of the lists as HOJ's Problem (the statement's copy). */
const bankProblem = (
  p: Pick<AdminProblemRow, 'id' | 'problemId' | 'title' | 'type' | 'difficulty' | 'auth'>,
): AdminProblemRow => ({
  ...p,
  author: 'root',
  judgeMode: 'default',
  judgeCaseMode: 'default',
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  description: '',
  input: '',
  output: '',
  examples: '',
  isRemote: false,
  source: '',
  hint: '',
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
  gmtCreate: '2026-01-01T00:00:00.000Z',
  gmtModified: '2026-01-01T00:00:00.000Z',
  remoteOj: null,
})

export const demoAdminProblems: AdminContestProblems = {
  problemList: {
    records: [
      bankProblem({ id: 11, problemId: 'P1000', title: 'A + B', type: 0, difficulty: 0, auth: 3 }),
      bankProblem({ id: 12, problemId: 'P1001', title: 'Shortest path', type: 0, difficulty: 1, auth: 3 }),
    ],
    total: 2,
    size: 100,
    current: 1,
    pages: 1,
  },
  contestProblemMap: {
    '11': {
      id: 1,
      displayId: 'A',
      cid: 5,
      pid: 11,
      displayTitle: 'Warm-up',
      color: '#ff4d4f',
      gmtCreate: '',
      gmtModified: '',
    },
    '12': {
      id: 2,
      displayId: 'B',
      cid: 5,
      pid: 12,
      displayTitle: 'Roads',
      color: '#2db7f5',
      gmtCreate: '',
      gmtModified: '',
    },
  },
}

const demoBank: AdminContestProblems = {
  problemList: {
    records: [
      bankProblem({ id: 20, problemId: 'P1002', title: 'Knapsack', type: 0, difficulty: 1, auth: 1 }),
      bankProblem({ id: 21, problemId: 'P1003', title: 'Subtasks', type: 1, difficulty: 2, auth: 1 }),
    ],
    total: 2,
    size: 10,
    current: 1,
    pages: 1,
  },
  contestProblemMap: demoAdminProblems.contestProblemMap,
}

export const demoAnnouncements: ReadonlyArray<AnnouncementView> = [
  {
    id: 2,
    title: 'Problem B clarified',
    content: 'Roads are two-way.',
    uid: 'u-0',
    username: 'root',
    status: 0,
    gmtCreate: '2026-11-28T02:00:00.000Z',
    gmtModified: '',
  },
  {
    id: 1,
    title: 'Draft: lunch',
    content: 'At noon.',
    uid: 'u-0',
    username: 'root',
    status: 1,
    gmtCreate: '2026-11-28T01:10:00.000Z',
    gmtModified: '',
  },
]

const page = <T>(records: ReadonlyArray<T>) => ({
  records,
  total: records.length,
  size: 10,
  current: 1,
  pages: 1,
})

/** Answers of every admin contest call (GET ones from the fixtures; changes answer null). */
/** A contest's own problem as its editor reads it (GET /admin/contest/problem). */
const demoOwnProblem: EditableProblem = {
  id: 11,
  problemId: 'P1000',
  title: 'A + B',
  author: 'teacher',
  type: 0,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  description: 'Add two numbers.',
  input: 'Two integers a and b.',
  output: 'Their sum.',
  examples: '<input>1 2</input><output>3</output>',
  isRemote: false,
  source: '',
  difficulty: 0,
  hint: '',
  auth: 3,
  ioScore: 100,
  codeShare: false,
  spjCode: null,
  spjLanguage: null,
  userExtraFile: null,
  judgeExtraFile: null,
  isRemoveEndBlank: true,
  openCaseResult: true,
  isUploadCase: false,
  caseVersion: null,
  modifiedUser: null,
  isGroup: false,
  gid: null,
  applyPublicProgress: null,
  isFileIO: false,
  ioReadFileName: null,
  ioWriteFileName: null,
  gmtCreate: '2026-11-01T08:00:00.000Z',
  gmtModified: '2026-11-01T08:00:00.000Z',
  remoteOj: null,
}

/** Its typed-in test cases (GET /admin/problem/get-problem-cases). */
const demoOwnCases: ReadonlyArray<ProblemCaseView> = [1, 2].map((i) => ({
  id: i,
  pid: 11,
  input: `${i} ${i}`,
  output: String(2 * i),
  score: 0,
  groupNum: 0,
  status: 0,
  gmtCreate: null,
  gmtModified: null,
  index: i,
  inputHash: `in-${i}`,
  outputHash: `out-${i}`,
}))

export const demoAnswers: Answers = {
  '/admin/contest/get-contest-list': () => page(demoAdminRows),
  '/admin/contest': (_q, _b, method) => (method === 'GET' ? demoAdminContest : null),
  '/admin/contest/get-problem-list': (q) => (q.get('problemType') ? demoBank : demoAdminProblems),
  '/admin/contest/announcement': (_q, _b, method) => (method === 'GET' ? page(demoAnnouncements) : null),
  '/admin/contest/problem': (_q, _b, method) =>
    method === 'GET'
      ? demoOwnProblem
      : method === 'POST'
        ? { pid: 21, problemId: 'P2000', caseCount: 1, displayId: 'C' }
        : null,
  '/admin/problem/get-problem-cases': () => demoOwnCases,
}

/**
 * Another module's contest (a group's) through the contests.problems and contests.announcements
 * slots: the admin calls' descriptors with HOJ's group paths, which take and answer the same.
 */
export const groupProblemCalls: ContestProblemsCalls = {
  contest: { ...ContestAdminApi.get, path: '/group/contest' },
  problems: { ...ContestAdminApi.problems, path: '/group/get-contest-problem-list' },
  setContestProblem: { ...ContestAdminApi.setContestProblem, path: '/group/contest-problem' },
  addFromPublic: { ...ContestAdminApi.addFromPublic, path: '/group/add-contest-problem-from-public' },
  removeProblem: { ...ContestAdminApi.removeProblem, path: '/group/contest-problem' },
}
export const groupAnnouncementCalls: ContestAnnouncementsCalls = {
  contest: { ...ContestAdminApi.get, path: '/group/contest' },
  announcements: { ...ContestAdminApi.announcements, path: '/group/get-contest-announcement-list' },
  addAnnouncement: { ...ContestAdminApi.addAnnouncement, path: '/group/contest-announcement' },
  updateAnnouncement: { ...ContestAdminApi.updateAnnouncement, path: '/group/contest-announcement' },
  removeAnnouncement: { ...ContestAdminApi.removeAnnouncement, path: '/group/contest-announcement' },
}

/** The group's answers to those calls. */
export const groupAnswers: Answers = {
  '/group/contest': (_q, _b, method) => (method === 'GET' ? { ...demoAdminContest, gid: 3 } : null),
  '/group/get-contest-problem-list': (q) => (q.get('problemType') ? demoBank : demoAdminProblems),
  '/group/get-contest-announcement-list': () => page(demoAnnouncements),
  '/group/add-contest-problem-from-group': () => null,
}
