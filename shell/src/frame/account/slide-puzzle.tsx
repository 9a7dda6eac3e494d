import { AccountsApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button } from '@oj/sdk/ui'
import { ApiCallError, useApi, useApiQuery, usePlatform } from '@oj/sdk/web'
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { clampPieceX, keyAction } from './slide-puzzle-logic.ts'

// No padding of its own: 300 px of picture must fit the login dialog on a 390 px phone.
const boxStyle = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const headStyle = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })
const titleStyle = css({ fontWeight: '600', fontSize: 'sm' })
const hintStyle = css({ color: 'fg.muted', fontSize: 'xs' })
const pictureStyle = css({
  position: 'relative',
  borderRadius: 'control',
  overflow: 'hidden',
  bg: 'bg.muted',
})
const pieceStyle = css({
  position: 'absolute',
  left: '0',
  pointerEvents: 'none',
  boxShadow: '0 0 6px rgb(0 0 0 / 0.5)',
})
const trackStyle = css({
  position: 'relative',
  h: '10',
  borderRadius: 'control',
  bg: 'bg.muted',
  border: '1px solid',
  borderColor: 'border.default',
  touchAction: 'none',
  userSelect: 'none',
})
const handleStyle = css({
  position: 'absolute',
  top: '-1px',
  bottom: '-1px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'control',
  bg: 'accent.default',
  color: 'fg.onAccent',
  cursor: 'grab',
  fontSize: '18px',
  _active: { cursor: 'grabbing' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.emphasized', outlineOffset: '2px' },
  '&[aria-disabled=true]': { opacity: 0.6, cursor: 'progress' },
})
const statusStyle = css({ fontSize: 'sm', color: 'fg.muted', minH: '5' })

interface Drag {
  readonly pointer: number
  readonly from: number
  readonly startX: number
}

type Phase = 'loading' | 'ready' | 'checking' | 'solved' | 'broken'
/** What happened to the puzzle on screen once it came. */
type Answer = 'ready' | 'checking' | 'solved'

export interface SlidePuzzleProps {
  /** The account the proof is asked for (the server binds the proof to it). */
  readonly username: string
  /** Called with the one-time proof the next login sends as `verifyProof`. */
  readonly onSolved: (proof: string) => void
}

/**
 * The slide puzzle of spec 1 §4 (AccountsApi.slidePuzzle, then checkSlidePuzzle {puzzleKey, x, username}):
 * drag the piece along its row into the gap, or move the slider with the arrow keys and press Enter.
 * The server allows 3 px either side and one try per puzzle; a wrong answer brings a new puzzle.
 */
export function SlidePuzzle(props: SlidePuzzleProps): ReactNode {
  const platform = usePlatform()
  const api = useApi()
  const intl = useIntl()
  // Each puzzle answers once: a new one for every opening and every try.
  const asked = useApiQuery(AccountsApi.slidePuzzle, {}, { quiet: true, once: true })
  const puzzle = asked.data
  const [answer, setAnswer] = useState<Answer>('ready')
  const phase: Phase = asked.isFetching ? 'loading' : asked.isError ? 'broken' : answer
  const [x, setX] = useState(0)
  const drag = useRef<Drag | undefined>(undefined)
  const { onSolved, username } = props

  const renew = () => {
    setAnswer('ready')
    setX(0)
    void asked.refetch()
  }

  const check = async (at: number) => {
    if (!puzzle || phase !== 'ready') return
    setAnswer('checking')
    try {
      const reply = await api.call(
        AccountsApi.checkSlidePuzzle,
        { puzzleKey: puzzle.puzzleKey, x: at, username },
        { quiet: true },
      )
      setAnswer('solved')
      onSolved(reply.verifyProof)
    } catch (error) {
      // A wrong place is the spec's 'verify again'; a refusal for another reason (rate limit,
      // network) says its own message. Either way the puzzle was used up: a new one comes.
      const wrongPlace = error instanceof ApiCallError && error.status === 400
      platform.toast(
        'error',
        wrongPlace || !(error instanceof Error)
          ? intl.formatMessage({ id: 'frame.puzzle.failed' })
          : error.message,
      )
      renew()
    }
  }

  const movable = puzzle !== undefined && phase === 'ready'
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!movable) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { pointer: event.pointerId, from: event.clientX, startX: x }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    if (!puzzle || !start || start.pointer !== event.pointerId) return
    setX(clampPieceX(start.startX + event.clientX - start.from, puzzle))
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    if (!puzzle || !start || start.pointer !== event.pointerId) return
    drag.current = undefined
    const at = clampPieceX(start.startX + event.clientX - start.from, puzzle)
    setX(at)
    // A click without a move is no answer.
    if (at !== start.startX) void check(at)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!puzzle || !movable) return
    const action = keyAction(event.key, event.shiftKey)
    if (!action) return
    event.preventDefault()
    if ('check' in action) void check(x)
    else if ('move' in action) setX(clampPieceX(x + action.move, puzzle))
    else setX(action.to === 'start' ? 0 : clampPieceX(puzzle.width, puzzle))
  }

  const max = puzzle ? puzzle.width - puzzle.pieceSize : 0
  return (
    <div className={boxStyle} data-testid="slide-puzzle" data-phase={phase}>
      <div className={headStyle}>
        <span className={titleStyle}>
          <FormattedMessage id="frame.puzzle.title" />
        </span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={phase === 'checking' || phase === 'loading'}
          onClick={renew}
          data-testid="puzzle-refresh"
        >
          <FormattedMessage id="frame.puzzle.refresh" />
        </Button>
      </div>
      {puzzle ? (
        <>
          <div className={pictureStyle} style={{ width: puzzle.width, height: puzzle.height }} aria-hidden>
            <img
              src={puzzle.background}
              alt=""
              width={puzzle.width}
              height={puzzle.height}
              draggable={false}
            />
            <img
              className={pieceStyle}
              src={puzzle.piece}
              alt=""
              width={puzzle.pieceSize}
              height={puzzle.pieceSize}
              draggable={false}
              style={{ top: puzzle.y, transform: `translateX(${x}px)` }}
              data-testid="puzzle-piece"
            />
          </div>
          <div className={trackStyle} style={{ width: puzzle.width }}>
            <div
              role="slider"
              tabIndex={0}
              className={handleStyle}
              style={{ width: puzzle.pieceSize, transform: `translateX(${x}px)` }}
              aria-label={intl.formatMessage({ id: 'frame.puzzle.slider' })}
              aria-valuemin={0}
              aria-valuemax={max}
              aria-valuenow={x}
              aria-disabled={!movable}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={() => (drag.current = undefined)}
              onKeyDown={onKeyDown}
              data-testid="puzzle-slider"
            >
              →
            </div>
          </div>
        </>
      ) : null}
      <div className={statusStyle} role="status" aria-live="polite">
        {phase === 'loading' ? (
          <FormattedMessage id="frame.puzzle.loading" />
        ) : phase === 'broken' ? (
          <FormattedMessage id="frame.puzzle.loadFailed" />
        ) : phase === 'solved' ? (
          <FormattedMessage id="frame.puzzle.solved" />
        ) : (
          <span className={hintStyle}>
            <FormattedMessage id="frame.puzzle.hint" />
          </span>
        )}
      </div>
    </div>
  )
}
