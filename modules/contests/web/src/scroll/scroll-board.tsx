import { css, cx } from '@oj/sdk/css'
import { type ReactNode, useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'

import { penaltyText } from '../rank/rank-format.ts'
import { type Cell, finished, type Medal, medals, ranks, type RevealState } from './reveal.ts'

// The scroll board's board: rows placed absolutely so that a row moving up slides to its place.

const ROW_HEIGHT = 56

const frameStyle = css({ minH: '100vh', bg: '#0f172a', color: '#e2e8f0', p: { base: '2', md: '6' } })
const headStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '2',
  mb: '3',
})
const titleStyle = css({ fontSize: { base: '18px', md: '24px' }, fontWeight: '700' })
const hintStyle = css({ fontSize: '13px', color: '#94a3b8' })
const scrollStyle = css({ overflowX: 'auto' })
const rowStyle = css({
  position: 'absolute',
  left: 0,
  right: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '2',
  borderBottom: '1px solid #1e293b',
  transition: 'top 0.8s ease-in-out, background 0.3s',
})
const activeRowStyle = css({ bg: '#1e3a8a' })
const rankStyle = css({
  w: { base: '36px', md: '44px' },
  flexShrink: 0,
  textAlign: 'center',
  fontWeight: '700',
  borderRadius: 'sm',
  py: '1',
})
const nameStyle = css({
  w: { base: '84px', md: '200px' },
  flexShrink: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: '600',
})
const numStyle = css({
  w: { base: '52px', md: '72px' },
  flexShrink: 0,
  textAlign: 'center',
  fontSize: { base: '13px', md: '16px' },
  fontVariantNumeric: 'tabular-nums',
})
const cellStyle = css({
  w: '60px',
  h: '40px',
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'sm',
  fontSize: '12px',
  lineHeight: '1.2',
})
const headerCellStyle = css({ h: 'auto', fontSize: '14px', fontWeight: '700' })
const cellStyles = {
  solved: css({ bg: '#15803d', color: 'white' }),
  rejected: css({ bg: '#b91c1c', color: 'white' }),
  pending: css({ bg: '#ca8a04', color: 'white' }),
  none: css({ bg: '#1e293b', color: '#64748b' }),
}
const selectedStyle = css({ outline: '3px solid #facc15', outlineOffset: '1px' })
const medalColors: Record<Medal, { background: string; color: string }> = {
  gold: { background: '#facc15', color: '#422006' },
  silver: { background: '#cbd5e1', color: '#0f172a' },
  bronze: { background: '#c2703d', color: 'white' },
}

type CellClass = keyof typeof cellStyles

function cellClass(cell: Cell | undefined): CellClass {
  if (!cell) return 'none'
  if (cell.pending.length > 0) return 'pending'
  if (cell.solved) return 'solved'
  return cell.errors > 0 ? 'rejected' : 'none'
}

function CellView(props: { readonly cell: Cell | undefined; readonly selected: boolean }): ReactNode {
  const { cell, selected } = props
  const kind = cellClass(cell)
  return (
    <div className={cx(cellStyle, cellStyles[kind], selected && selectedStyle)} data-cell={kind}>
      {kind === 'solved' && cell ? (
        <>
          <span>{Math.floor((cell.acTime ?? 0) / 60)}</span>
          <span>{cell.errors > 0 ? `-${cell.errors}` : ''}</span>
        </>
      ) : kind === 'pending' && cell ? (
        <>
          <span>?</span>
          <span>
            {cell.errors > 0 ? `-${cell.errors} +${cell.pending.length}` : `+${cell.pending.length}`}
          </span>
        </>
      ) : kind === 'rejected' && cell ? (
        <span>-{cell.errors}</span>
      ) : null}
    </div>
  )
}

export interface ScrollBoardProps {
  readonly title: ReactNode
  readonly state: RevealState
  /** displayId → balloon colour */
  readonly colors: Readonly<Record<string, string | null>>
  readonly onStep: () => void
}

/** The board of the rolling reveal; a click or Enter, Space, ↓ takes the next step. */
export function ScrollBoard(props: ScrollBoardProps): ReactNode {
  const { state, onStep } = props
  const shownRanks = ranks(state.teams)
  const shownMedals = medals(state)
  const active = state.cursor?.uid ?? state.last?.uid
  const activeRef = useRef<HTMLDivElement | null>(null)
  useEffect(() => {
    const key = (event: KeyboardEvent) => {
      if (['Enter', ' ', 'ArrowDown', 'n'].includes(event.key)) {
        event.preventDefault()
        onStep()
      }
    }
    window.addEventListener('keydown', key)
    return () => window.removeEventListener('keydown', key)
  }, [onStep])
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
  }, [active, state.teams])
  const width = 44 + 200 + 72 * 2 + 68 * state.problems.length + 40
  return (
    <div className={frameStyle} onClick={onStep} role="presentation">
      <div className={headStyle}>
        <div className={titleStyle}>{props.title}</div>
        <div className={hintStyle}>
          <FormattedMessage id={finished(state) ? 'contests.scroll.finished' : 'contests.scroll.hint'} />
        </div>
      </div>
      <div className={scrollStyle}>
        <div style={{ minWidth: `${width}px` }}>
          <div className={cx(rowStyle)} style={{ position: 'relative', height: '36px' }}>
            <div className={rankStyle}>
              <FormattedMessage id="contests.rank.rank" />
            </div>
            <div className={nameStyle}>
              <FormattedMessage id="contests.rank.user" />
            </div>
            <div className={numStyle}>
              <FormattedMessage id="contests.rank.solved" />
            </div>
            <div className={numStyle}>
              <FormattedMessage id="contests.rank.penalty" />
            </div>
            {state.problems.map((p) => (
              <div key={p} className={cx(cellStyle, headerCellStyle)}>
                <span style={{ color: props.colors[p] ?? undefined }}>●</span>
                {p}
              </div>
            ))}
          </div>
          <div style={{ position: 'relative', height: `${state.teams.length * ROW_HEIGHT}px` }}>
            {state.teams.map((team, i) => {
              const medal = shownMedals[i]
              const isActive = team.uid === active
              return (
                <div
                  key={team.uid}
                  ref={isActive ? activeRef : undefined}
                  className={cx(rowStyle, isActive && activeRowStyle)}
                  style={{ top: `${i * ROW_HEIGHT}px`, height: `${ROW_HEIGHT}px` }}
                  data-uid={team.uid}
                  data-medal={medal ?? undefined}
                >
                  <div className={rankStyle} style={medal ? medalColors[medal] : undefined}>
                    {shownRanks[i]}
                  </div>
                  <div className={nameStyle} title={team.name}>
                    {team.name}
                  </div>
                  <div className={numStyle}>{team.solved}</div>
                  <div className={numStyle}>{penaltyText(team.penalty)}</div>
                  {state.problems.map((p) => (
                    <CellView
                      key={p}
                      cell={team.cells[p]}
                      selected={state.cursor?.uid === team.uid && state.cursor.displayId === p}
                    />
                  ))}
                </div>
              )
            })}
          </div>
        </div>
      </div>
    </div>
  )
}
