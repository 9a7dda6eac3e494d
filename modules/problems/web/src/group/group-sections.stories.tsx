import type { ProblemListRow } from '@oj/problems-contract'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { bankAnswers, bankRow } from '../admin/admin-fixtures.ts'
import { type Answers, storyUser, withModule } from '../stories/kit.tsx'
import { sumOfSquares } from '../stories/statement.ts'
import { submissionPage, submissionRow, tag } from '../testing/fixtures.ts'
import ScopedSection from './scoped-section.tsx'

// A group's problems and submissions as the groups module shows them under its tabs (the
// scope.section slot): group 7, short name 'algo' (its problems' ids start with 'ALGO').

const listRow = (pid: number, problemId: string, title: string, myStatus: number | null): ProblemListRow => ({
  pid,
  problemId,
  title,
  difficulty: 1,
  type: 0,
  tags: [tag(2, 'Math', '#67C23A')],
  total: 12,
  ac: 7,
  wa: 3,
  tle: 1,
  mle: 0,
  re: 1,
  pe: 0,
  ce: 0,
  se: 0,
  pa: 0,
  score: null,
  myStatus,
  gmtModified: '2026-11-20T08:00:00.000Z',
})

const page = (records: ReadonlyArray<unknown>) => ({
  records,
  total: records.length,
  size: 10,
  current: 1,
  pages: 1,
})

const groupAnswers: Answers = {
  ...bankAnswers,
  '/group/get-problem-list': () =>
    page([listRow(11, 'ALGO1001', 'Group sum', 0), listRow(12, 'ALGO1002', 'Group paths', null)]),
  '/group/get-admin-problem-list': () =>
    page([
      bankRow(12, 'ALGO1002', 'Group paths', { gid: 7, isGroup: true, auth: 2, applyPublicProgress: 1 }),
      bankRow(11, 'ALGO1001', 'Group sum', { gid: 7, isGroup: true, author: 'teacher' }),
    ]),
  '/group/problem': () => bankRow(11, 'ALGO1001', 'Group sum', { gid: 7, isGroup: true }),
  '/group/get-problem-cases': bankAnswers['/admin/problem/get-problem-cases']!,
  '/get-problem-detail': () => sumOfSquares,
  '/get-submission-list': () =>
    submissionPage([
      submissionRow({
        submitId: 31,
        displayPid: 'ALGO1001',
        title: 'Group sum',
        username: 'student',
        status: 0,
      }),
      submissionRow({
        submitId: 30,
        displayPid: 'ALGO1001',
        title: 'Group sum',
        username: 'student',
        status: -1,
      }),
    ]),
}

const meta = {
  title: 'problems/group/Sections',
  component: ScopedSection,
  decorators: [withModule({ api: groupAnswers, user: storyUser, url: '/group/7/problem' })],
  args: {
    scope: { param: 'gid', id: 7 },
    section: 'problem',
    base: '/group/7/problem',
    rest: '',
    manage: false,
    problemPrefix: 'ALGO',
  },
} satisfies Meta<typeof ScopedSection>
export default meta
type Story = StoryObj<typeof meta>

/** What a member sees. */
export const Problems: Story = {}
/** A group admin: the list offers the admin pages. */
export const ProblemsManaged: Story = { args: { manage: true } }
export const AdminList: Story = { args: { manage: true, rest: 'admin' } }
/** The shared form in the group: the id field takes what follows the group's prefix. */
export const CreateProblem: Story = { args: { manage: true, rest: 'admin/create' } }
export const EditProblem: Story = { args: { manage: true, rest: 'admin/edit/11' } }
export const ProblemPage: Story = { args: { rest: 'ALGO1001' } }
export const Submissions: Story = {
  args: { section: 'submission', base: '/group/7/status' },
}
/** Another module's section: the problems module renders nothing. */
export const OtherSection: Story = { args: { section: 'training', base: '/group/7/training' } }
