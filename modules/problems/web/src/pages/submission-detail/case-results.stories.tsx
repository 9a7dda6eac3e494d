import type { AllCaseResult, CaseResultView } from '@oj/problems-contract'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../../stories/kit.tsx'
import { CaseResults } from './case-results.tsx'

const kase = (seq: number, status: number, groupNum = 0, userOutput = ''): CaseResultView => ({
  id: 500 + seq,
  pid: 1,
  submitId: 9,
  uid: 'u-1',
  mode: 'default',
  gmtCreate: null,
  gmtModified: null,
  caseId: 100 + seq,
  seq,
  inputData: `${seq}.in`,
  outputData: `${seq}.out`,
  userOutput,
  status,
  time: 3 + seq * 7,
  memory: 1024 * seq + 300,
  score: status === 0 ? 10 : 0,
  groupNum,
})

const plain: AllCaseResult = {
  judgeCaseMode: 'default',
  judgeCaseList: [kase(1, 0), kase(2, 0), kase(3, -1, 0, '42\n'), kase(4, 1), kase(5, 2), kase(6, 3)],
  subTaskJudgeCaseVoList: null,
}

const g1 = [kase(1, 0, 1), kase(2, 0, 1)]
const g2 = [kase(3, 0, 2), kase(4, -1, 2), kase(5, 1, 2)]
const subtasks: AllCaseResult = {
  judgeCaseMode: 'subtask_lowest',
  judgeCaseList: [...g1, ...g2],
  subTaskJudgeCaseVoList: [
    { groupNum: 1, status: 0, score: 20, ac: 2, total: 2, time: 17, memory: 2348, subtaskDetailList: g1 },
    { groupNum: 2, status: -1, score: 0, ac: 1, total: 3, time: 38, memory: 5420, subtaskDetailList: g2 },
  ],
}

const meta = {
  title: 'problems/CaseResults',
  component: CaseResults,
  decorators: [withModule()],
  args: { result: plain, showScore: true },
} satisfies Meta<typeof CaseResults>
export default meta
type Story = StoryObj<typeof meta>

export const EveryCase: Story = {}
export const AcmWithoutScore: Story = { args: { showScore: false } }
export const SubtaskGroups: Story = { args: { result: subtasks } }
export const Hidden: Story = {
  args: { result: { judgeCaseMode: 'default', judgeCaseList: [], subTaskJudgeCaseVoList: null } },
}
