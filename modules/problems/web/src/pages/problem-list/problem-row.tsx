import type { ProblemListRow } from '@oj/problems-contract'
import { ProgressBar, StatusTag, Tag } from '@oj/sdk/ui'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
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

/** Where the note goes: above the bar (below it near the top of the window), inside the window. */
function placeNote(note: HTMLElement, bar: DOMRect): void {
  const margin = 8
  const gap = 6
  const width = note.offsetWidth
  const height = note.offsetHeight
  const left = Math.min(
    Math.max(bar.left + bar.width / 2 - width / 2, margin),
    window.innerWidth - width - margin,
  )
  const top = bar.top - gap - height >= margin ? bar.top - gap - height : bar.bottom + gap
  note.style.left = `${Math.max(left, margin)}px`
  note.style.top = `${top}px`
}

/**
 * The pass-rate bar; hovering or focusing it shows accepted / all submissions and the rate in a note
 * above it (after 150 ms on hover, at once on focus; gone on leaving, blur, Escape or a scroll). A few
 * lines of our own instead of ark's tooltip: a list has a bar per row and most visits point at none,
 * so the list's first load carries no tooltip machine and no popper (issue 38). Styled by the page's
 * CSS file like the rest of the list: css() here would add the remote's styled-system runtime
 * (~5 KiB gzip) to the list's first load.
 */
function AcRate({ ac, total }: { readonly ac: number; readonly total: number }) {
  const intl = useIntl()
  const rate = acRatePercent(ac, total)
  const text = intl.formatMessage({ id: 'problems.list.stats.detail' }, { ac, total, rate })
  const noteId = `rate-note-${useId()}`
  const [bar, setBar] = useState<DOMRect | undefined>()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const note = useRef<HTMLSpanElement>(null)
  const later = (delay: number, then: () => void) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(then, delay)
  }
  const show = (target: HTMLElement, delay: number) =>
    later(delay, () => setBar(target.getBoundingClientRect()))
  const hide = (delay: number) => later(delay, () => setBar(undefined))
  useEffect(() => () => clearTimeout(timer.current), [])
  useLayoutEffect(() => {
    if (bar && note.current) placeNote(note.current, bar)
  }, [bar])
  useEffect(() => {
    if (!bar) return
    const gone = () => {
      clearTimeout(timer.current)
      setBar(undefined)
    }
    window.addEventListener('scroll', gone, { capture: true, passive: true })
    return () => window.removeEventListener('scroll', gone, { capture: true })
  }, [bar])
  return (
    <span
      className="oj-problems-rate"
      role="img"
      tabIndex={0}
      aria-label={text}
      aria-describedby={bar ? noteId : undefined}
      data-testid="problem-ac-rate"
      onPointerEnter={(e) => show(e.currentTarget, 150)}
      onPointerLeave={() => hide(50)}
      onFocus={(e) => show(e.currentTarget, 0)}
      onBlur={() => hide(0)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') hide(0)
      }}
    >
      <ProgressBar value={rate} max={100} size="sm" />
      {bar
        ? createPortal(
            <span ref={note} id={noteId} role="tooltip" className="oj-problems-tooltip">
              {text}
            </span>,
            document.body,
          )
        : null}
    </span>
  )
}
