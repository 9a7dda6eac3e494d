// The slide puzzle's rules in the browser (spec 1 §4): where the piece may go, what the keys do, and
// how a login reply says that a puzzle must be solved first.
import type { EndpointOutput } from '@oj/sdk'
import type { AccountsApi } from '@oj/sdk/api'
import { ApiCallError } from '@oj/sdk/web'

/** A slide puzzle (AccountsApi.slidePuzzle). */
type SlidePuzzleData = EndpointOutput<typeof AccountsApi.slidePuzzle>

/** The piece's left edge stays on the picture. */
export function clampPieceX(x: number, puzzle: Pick<SlidePuzzleData, 'width' | 'pieceSize'>): number {
  return Math.min(Math.max(0, Math.round(x)), puzzle.width - puzzle.pieceSize)
}

/** What a key does on the slider: move by some pixels, jump to an end, or send the answer. */
export type KeyAction =
  { readonly move: number } | { readonly to: 'start' | 'end' } | { readonly check: true } | undefined

export function keyAction(key: string, shift: boolean): KeyAction {
  const step = shift ? 10 : 1
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return { move: step }
    case 'ArrowLeft':
    case 'ArrowDown':
      return { move: -step }
    case 'PageUp':
      return { move: 10 }
    case 'PageDown':
      return { move: -10 }
    case 'Home':
      return { to: 'start' }
    case 'End':
      return { to: 'end' }
    case 'Enter':
    case ' ':
      return { check: true }
    default:
      return undefined
  }
}

/**
 * The server's refusal of a login that needs a solved puzzle (accounts.login.verifyRequired): a 400
 * whose envelope carries `data: { needVerify: true }`, whatever the language of its message.
 */
export function needsPuzzle(error: unknown): boolean {
  if (!(error instanceof ApiCallError) || error.status !== 400) return false
  const data = error.data
  return typeof data === 'object' && data !== null && (data as { needVerify?: unknown }).needVerify === true
}
