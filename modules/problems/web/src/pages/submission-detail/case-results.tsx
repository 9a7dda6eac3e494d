import '../status/status.css'

import type { AllCaseResult, CaseResultView, SubtaskView } from '@oj/problems-contract'
import { StatusTag, Table, type TableColumn } from '@oj/sdk/ui'
import { FormattedMessage } from 'react-intl'

import { formatMemory, formatScore, formatTime } from '../status/format.ts'

export interface CaseResultsProps {
  readonly result: AllCaseResult
  /** OI problems show the score column. */
  readonly showScore?: boolean
}

/** Per-case results of GET /get-all-case-result; subtask modes show one table per group with its verdict. */
export function CaseResults({ result, showScore = true }: CaseResultsProps) {
  const groups = result.subTaskJudgeCaseVoList
  if (groups && groups.length > 0) {
    return (
      <div className="oj-submission-section" data-testid="case-results">
        {groups.map((g) => (
          <SubtaskGroup key={g.groupNum} group={g} showScore={showScore} />
        ))}
      </div>
    )
  }
  if (result.judgeCaseList.length === 0) {
    return (
      <p className="oj-status-notice" data-testid="case-results">
        <FormattedMessage id="problems.submission.cases.none" />
      </p>
    )
  }
  return (
    <div data-testid="case-results">
      <CaseTable cases={result.judgeCaseList} showScore={showScore} />
    </div>
  )
}

function SubtaskGroup(props: { readonly group: SubtaskView; readonly showScore: boolean }) {
  const { group } = props
  return (
    <div className="oj-case-group">
      <div className="oj-case-group-head">
        <strong>
          <FormattedMessage id="problems.submission.cases.subtask" values={{ group: group.groupNum }} />
        </strong>
        <StatusTag status={group.status} size="sm" />
        <span>
          <FormattedMessage
            id="problems.submission.cases.passed"
            values={{ ac: group.ac, total: group.total }}
          />
        </span>
        {props.showScore ? (
          <span>
            <FormattedMessage id="problems.submission.cases.score" values={{ score: group.score }} />
          </span>
        ) : null}
        <span>{formatTime(group.time)}</span>
        <span>{formatMemory(group.memory)}</span>
      </div>
      <CaseTable cases={group.subtaskDetailList} showScore={props.showScore} />
    </div>
  )
}

function CaseTable(props: { readonly cases: ReadonlyArray<CaseResultView>; readonly showScore: boolean }) {
  const showOutput = props.cases.some((c) => c.userOutput !== '')
  const columns: Array<TableColumn<CaseResultView>> = [
    { key: 'seq', header: '#', cell: (c) => c.seq, width: '48px', align: 'center' },
    {
      key: 'input',
      header: <FormattedMessage id="problems.submission.cases.input" />,
      cell: (c) => c.inputData,
      hideOnMobile: true,
    },
    {
      key: 'status',
      header: <FormattedMessage id="problems.status.column.status" />,
      cell: (c) => <StatusTag status={c.status} size="sm" />,
    },
    {
      key: 'time',
      header: <FormattedMessage id="problems.status.column.time" />,
      cell: (c) => formatTime(c.time),
      align: 'end',
    },
    {
      key: 'memory',
      header: <FormattedMessage id="problems.status.column.memory" />,
      cell: (c) => formatMemory(c.memory),
      align: 'end',
    },
  ]
  if (props.showScore) {
    columns.push({
      key: 'score',
      header: <FormattedMessage id="problems.status.column.score" />,
      cell: (c) => formatScore(c.score),
      align: 'end',
    })
  }
  if (showOutput) {
    columns.push({
      key: 'output',
      header: <FormattedMessage id="problems.submission.cases.userOutput" />,
      cell: (c) =>
        c.userOutput ? <code className="oj-case-output">{c.userOutput.slice(0, 200)}</code> : '-',
      hideOnMobile: true,
    })
  }
  return (
    <Table columns={columns} rows={props.cases} rowKey={(c) => `${c.caseId}-${c.seq}`} minWidth="360px" />
  )
}
