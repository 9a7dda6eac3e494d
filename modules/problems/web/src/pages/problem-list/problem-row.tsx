import type { ProblemListRow } from '@oj/problems-contract'
import { ProgressBar, Tag } from '@oj/sdk/ui'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'

import { DifficultyChip } from './difficulty-chip.tsx'
import { acRatePercent } from './format.ts'

/** One problem of the list: id, title (to its page), difficulty, tags and AC rate with hover counts. */
export function ProblemRow(props: { readonly row: ProblemListRow }) {
  const { row } = props
  const intl = useIntl()
  return (
    <tr className="oj-problems-row">
      <td className="oj-problems-col-id">{row.problemId}</td>
      <td className="oj-problems-col-title">
        <Link to={`/problem/${encodeURIComponent(row.problemId)}`}>{row.title}</Link>
      </td>
      <td className="oj-problems-col-difficulty">
        <DifficultyChip difficulty={row.difficulty} />
      </td>
      <td className="oj-problems-col-tags">
        <span className="oj-problems-chips">
          {row.tags.map((t) => (
            <Tag key={t.id} size="sm" {...(t.color ? { customColor: t.color } : {})}>
              {t.name}
            </Tag>
          ))}
        </span>
      </td>
      <td
        className="oj-problems-col-rate"
        title={intl.formatMessage({ id: 'problems.list.stats' }, { ac: row.ac, total: row.total })}
      >
        <ProgressBar value={acRatePercent(row.ac, row.total)} max={100} size="sm" />
      </td>
    </tr>
  )
}
