import { Portal } from '@ark-ui/react/portal'
import { Tooltip } from '@ark-ui/react/tooltip'
import type { ProblemListRow } from '@oj/problems-contract'
import { ProgressBar, StatusTag, Tag } from '@oj/sdk/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'

import { DifficultyChip } from './difficulty-chip.tsx'
import { acRatePercent, NOT_SUBMITTED } from './format.ts'

export interface ProblemRowProps {
  readonly row: ProblemListRow
  /** Shows the status cell (a logged-in user): the user's status code, null when not known. */
  readonly status?: number | null
  /** Where the title links (a group's page of the problem); the bank's /problem/:id by default. */
  readonly href?: string
}

/** One problem of the list: status, id, title (to its page), difficulty, tags and AC rate with hover counts. */
export function ProblemRow(props: ProblemRowProps) {
  const { row } = props
  return (
    <tr className="oj-problems-row">
      {props.status !== undefined ? (
        <td className="oj-problems-col-status">
          <UserStatus status={props.status} />
        </td>
      ) : null}
      <td className="oj-problems-col-id">{row.problemId}</td>
      <td className="oj-problems-col-title">
        <Link to={props.href ?? `/problem/${encodeURIComponent(row.problemId)}`}>{row.title}</Link>
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
      <td className="oj-problems-col-rate">
        <AcRate ac={row.ac} total={row.total} />
      </td>
    </tr>
  )
}

/** The user's status as a short tag (its full name for screen readers); a dash when never submitted. */
function UserStatus({ status }: { readonly status: number | null }) {
  const intl = useIntl()
  if (status === null || status === NOT_SUBMITTED) {
    return (
      <span className="oj-problems-muted" title={intl.formatMessage({ id: 'problems.list.status.none' })}>
        <span aria-hidden="true">–</span>
        <span className="oj-problems-visually-hidden">
          <FormattedMessage id="problems.list.status.none" />
        </span>
      </span>
    )
  }
  return <StatusTag status={status} short size="sm" />
}

/** The pass-rate bar; hovering or focusing it shows accepted / all submissions and the rate. */
function AcRate({ ac, total }: { readonly ac: number; readonly total: number }) {
  const intl = useIntl()
  const rate = acRatePercent(ac, total)
  const text = intl.formatMessage({ id: 'problems.list.stats.detail' }, { ac, total, rate })
  return (
    <Tooltip.Root openDelay={150} closeDelay={50} lazyMount unmountOnExit positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <span
          className="oj-problems-rate"
          role="img"
          tabIndex={0}
          aria-label={text}
          data-testid="problem-ac-rate"
        >
          <ProgressBar value={rate} max={100} size="sm" />
        </span>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content className="oj-problems-tooltip">{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  )
}
