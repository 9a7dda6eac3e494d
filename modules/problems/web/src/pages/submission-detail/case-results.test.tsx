import type { AllCaseResult, CaseResultView } from '@oj/problems-contract'
import { uiMessages } from '@oj/sdk/ui'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'

import en from '../../locales/en.json' with { type: 'json' }
import { CaseResults } from './case-results.tsx'

const kase = (seq: number, status: number, groupNum = 0): CaseResultView => ({
  id: 500 + seq,
  pid: 1,
  submitId: 9,
  uid: 'u-1',
  mode: 'default',
  gmtCreate: null,
  gmtModified: null,
  caseId: seq,
  seq,
  inputData: `${seq}.in`,
  outputData: `${seq}.out`,
  userOutput: '',
  status,
  time: 12,
  memory: 2048,
  score: 0,
  groupNum,
})

const render = (result: AllCaseResult, showScore = true) =>
  renderToStaticMarkup(
    <IntlProvider locale="en" messages={{ ...uiMessages.en, ...en }}>
      <CaseResults result={result} showScore={showScore} />
    </IntlProvider>,
  )

describe('case result table', () => {
  it('lists every case with its verdict and units', () => {
    const html = render({
      judgeCaseMode: 'default',
      judgeCaseList: [kase(1, 0), kase(2, -1)],
      subTaskJudgeCaseVoList: null,
    })
    expect(html).toContain('Accepted')
    expect(html).toContain('Wrong Answer')
    expect(html).toContain('12 ms')
    expect(html).toContain('2 MB')
    expect(html).toContain('2.in')
  })

  it('shows one block per subtask group with its pass count', () => {
    const g1 = [kase(1, 0, 1)]
    const g2 = [kase(2, 0, 2), kase(3, 1, 2)]
    const html = render({
      judgeCaseMode: 'subtask_lowest',
      judgeCaseList: [...g1, ...g2],
      subTaskJudgeCaseVoList: [
        { groupNum: 1, status: 0, score: 30, ac: 1, total: 1, time: 12, memory: 2048, subtaskDetailList: g1 },
        { groupNum: 2, status: 1, score: 0, ac: 1, total: 2, time: 12, memory: 2048, subtaskDetailList: g2 },
      ],
    })
    expect(html).toContain('Subtask 1')
    expect(html).toContain('Subtask 2')
    expect(html).toContain('1 / 2 passed')
    expect(html).toContain('Score 30')
    expect(html).toContain('Time Limit Exceeded')
  })

  it('says so when the results are not open to the caller', () => {
    const html = render({ judgeCaseMode: 'default', judgeCaseList: [], subTaskJudgeCaseVoList: null })
    expect(html).toContain('No case results to show')
  })
})
