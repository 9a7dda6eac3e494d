// Replies as the contract declares them (HOJ's shapes), for the module's tests and stories: each
// builder fills every field and takes the ones a case cares about.
import type {
  ProblemDetail,
  ProblemDetailProblem,
  SubmissionListPage,
  SubmissionListRow,
  SubmissionView,
  Tag,
} from '@oj/problems-contract'

const AT = '2026-11-01T08:00:00.000Z'

export const tag = (
  id: number,
  name: string,
  color: string | null = null,
  tcid: number | null = null,
): Tag => ({
  id,
  name,
  color,
  oj: 'ME',
  gid: null,
  tcid,
  gmtCreate: AT,
  gmtModified: AT,
})

/** HOJ's `examples` string of the samples. */
export const examplesText = (samples: ReadonlyArray<{ input: string; output: string }>): string =>
  samples.map((s) => `<input>${s.input}</input><output>${s.output}</output>`).join('')

export function problemDetail(
  problem: Partial<ProblemDetailProblem> = {},
  rest: Partial<Omit<ProblemDetail, 'problem'>> = {},
): ProblemDetail {
  const id = problem.id ?? 1
  return {
    problem: {
      id,
      problemId: 'P1000',
      title: 'A+B Problem',
      author: 'root',
      type: 0,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      description: 'Add two numbers.',
      input: 'Two integers.',
      output: 'Their sum.',
      examples: examplesText([{ input: '1 2', output: '3' }]),
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
      gmtCreate: AT,
      gmtModified: AT,
      remoteOj: null,
      ...problem,
    },
    tags: [],
    languages: ['C', 'C++'],
    problemCount: { pid: id, total: 0, ac: 0, wa: 0, ce: 0, pa: 0, tle: 0, mle: 0, re: 0, pe: 0, se: 0 },
    codeTemplate: {},
    ...rest,
  }
}

export function submissionRow(row: Partial<SubmissionListRow> = {}): SubmissionListRow {
  const status = row.status ?? 0
  const judging = [5, 6, 7, 9].includes(status)
  return {
    uid: 'u-2',
    submitId: 1,
    username: 'bob',
    pid: 1,
    displayPid: 'P1000',
    title: 'A+B Problem',
    displayId: null,
    submitTime: AT,
    status,
    share: false,
    time: judging ? null : 5,
    memory: judging ? null : 2048,
    score: null,
    oiRankScore: null,
    length: 120,
    language: 'C++',
    cid: 0,
    cpid: 0,
    source: null,
    judger: judging ? null : 'judge-1',
    ip: null,
    isManual: false,
    gid: null,
    tid: null,
    ...row,
  }
}

const pageOf = <T>(records: ReadonlyArray<T>, size = 15) => ({
  records,
  total: records.length,
  size,
  current: 1,
  pages: Math.max(1, Math.ceil(records.length / size)),
})

export const submissionPage = (records: ReadonlyArray<SubmissionListRow>): SubmissionListPage =>
  pageOf(records)

export function submissionView(view: Partial<SubmissionView> = {}): SubmissionView {
  const { source: _source, ...row } = submissionRow(view as Partial<SubmissionListRow>)
  return {
    ...row,
    length: row.length,
    errorMessage: null,
    code: '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n',
    version: 0,
    vjudgeSubmitId: null,
    vjudgeUsername: null,
    vjudgePassword: null,
    gmtCreate: AT,
    gmtModified: AT,
    attempt: 1,
    caseDone: 0,
    caseTotal: 0,
    ...view,
  }
}
