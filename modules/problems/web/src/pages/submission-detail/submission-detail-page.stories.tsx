// The 'submission.detail' piece as contest 7 shows it: the problem link stays in the contest.
import type { AllCaseResult } from '@oj/problems-contract'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { contestLinks, contestScope } from '../../stories/contest.ts'
import { storyUser, withModule } from '../../stories/kit.tsx'
import { submissionView } from '../../testing/fixtures.ts'
import SubmissionDetailPage from './submission-detail-page.tsx'

const mine = submissionView({
  submitId: 30,
  displayId: 'A',
  displayPid: 'P1000',
  title: 'Sum of Squares',
  uid: storyUser.uid,
  username: storyUser.username,
  status: -1,
  time: 15,
  memory: 3072,
  cid: 7,
})

const caseOf = (seq: number, status: number) => ({
  id: 900 + seq,
  pid: 1,
  submitId: 30,
  uid: storyUser.uid,
  caseId: seq,
  time: 3 + seq,
  memory: 2048,
  score: null,
  status,
  inputData: `${seq}.in`,
  outputData: `${seq}.out`,
  userOutput: status === 0 ? '' : '13\n',
  groupNum: 0,
  seq,
  mode: 'default',
  gmtCreate: null,
  gmtModified: null,
})
const cases: AllCaseResult = {
  judgeCaseMode: 'default',
  judgeCaseList: [caseOf(1, 0), caseOf(2, 0), caseOf(3, -1)],
  subTaskJudgeCaseVoList: null,
}

const meta = {
  title: 'problems/Submission detail piece',
  component: SubmissionDetailPage,
  args: { scope: contestScope, submitId: 30, links: contestLinks },
  decorators: [
    withModule({
      user: storyUser,
      api: {
        '/get-submission-detail': () => ({ submission: mine, codeShare: true }),
        '/get-all-case-result': () => cases,
      },
    }),
  ],
} satisfies Meta<typeof SubmissionDetailPage>
export default meta
type Story = StoryObj<typeof meta>

export const InContest: Story = {}
