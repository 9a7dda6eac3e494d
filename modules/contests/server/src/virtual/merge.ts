import { acmCell } from '../rules/acm.ts'
import { ioiCell, oiCell, type OiScoreRule } from '../rules/oi.ts'
import type { BoardClock, BoardRecord } from '../rules/records.ts'
import {
  type AcmRow,
  acmStandings,
  type BoardOptions,
  type OiRow,
  oiStandings,
  type Participant,
} from '../rules/standings.ts'

// The virtual board, pure: the real runs up to the virtual participant's elapsed time, merged with
// their own runs moved onto the contest's clock, then the contest's own rules (rules/) rank them.

/** A virtual run's window (ms since the epoch); it lasts as long as the contest did. */
export interface RunWindow {
  readonly start: number
  readonly end: number
}

/** How far into the contest the run is at `now` (ms): from 0 to the contest's duration. */
export const elapsedAt = (run: RunWindow, now: number): number =>
  Math.min(Math.max(now - run.start, 0), run.end - run.start)

/** A run of the virtual participant, on the contest's clock (their elapsed time from the contest's start). */
const onContestClock = (r: BoardRecord, run: RunWindow, clock: BoardClock): BoardRecord => ({
  ...r,
  submitTime: r.submitTime - run.start + clock.start,
})

/**
 * The records the board is made of at `now`: the real ones made no later into the contest than the
 * run is now (submitTime − start ≤ now − run start), and the virtual participant's own (`uid`) runs
 * of this run on the contest's clock. A real record of the virtual participant is dropped: the
 * virtual row stands for them.
 */
export function virtualRecords(args: {
  readonly real: ReadonlyArray<BoardRecord>
  readonly own: ReadonlyArray<BoardRecord>
  readonly uid: string
  readonly clock: BoardClock
  readonly run: RunWindow
  readonly now: number
}): BoardRecord[] {
  const cut = args.clock.start + elapsedAt(args.run, args.now)
  const real = args.real.filter((r) => r.uid !== args.uid && r.submitTime <= cut)
  const own = args.own
    .filter((r) => r.submitTime >= args.run.start && r.submitTime < args.run.end)
    .map((r) => ({ ...onContestClock(r, args.run, args.clock), uid: args.uid }))
    .filter((r) => r.submitTime <= cut)
  return [...real, ...own]
}

/**
 * Whether a contestant saw the board sealed at this elapsed time: from the seal time on, and still
 * after the end when the contest does not show the real board by itself.
 */
export function sealedAtElapsed(clock: BoardClock, elapsed: number, autoRealRank: boolean): boolean {
  if (clock.sealTime === null) return false
  const at = clock.start + elapsed
  if (at < clock.sealTime) return false
  return !(at >= clock.end && autoRealRank)
}

/** What the rules need to know of the contest. */
export type VirtualRule =
  { readonly kind: 'acm' } | { readonly kind: 'oi'; readonly rule: OiScoreRule } | { readonly kind: 'ioi' }

export type VirtualRow<R> = R & { readonly virtual: boolean }

/** Each user's cell on each problem, by the contest's rule, in the sealed or the open view. */
function cellsByUser<C>(
  records: ReadonlyArray<BoardRecord>,
  cellOf: (rs: ReadonlyArray<BoardRecord>) => C | null,
): Map<string, Record<string, C>> {
  const groups = new Map<string, Map<string, BoardRecord[]>>()
  for (const r of records) {
    const byProblem = groups.get(r.uid) ?? new Map<string, BoardRecord[]>()
    groups.set(r.uid, byProblem)
    const list = byProblem.get(r.displayId) ?? []
    byProblem.set(r.displayId, list)
    list.push(r)
  }
  const out = new Map<string, Record<string, C>>()
  for (const [uid, byProblem] of groups) {
    const cells: Record<string, C> = {}
    for (const [displayId, rs] of byProblem) {
      const cell = cellOf(rs)
      if (cell !== null) cells[displayId] = cell
    }
    // A user is on the board once a run of theirs counts (as on the real board).
    if (Object.keys(cells).length > 0) out.set(uid, cells)
  }
  return out
}

/** The ranked virtual board; the virtual participant's row (`uid`) is marked `virtual`. */
export function virtualStandings(args: {
  readonly records: ReadonlyArray<BoardRecord>
  readonly clock: BoardClock
  readonly rule: VirtualRule
  readonly sealed: boolean
  readonly uid: string
  readonly participant: (uid: string) => Participant
  readonly options: BoardOptions
}): Array<VirtualRow<AcmRow>> | Array<VirtualRow<OiRow>> {
  const { clock, sealed, rule } = args
  const mark = <R extends { readonly uid: string }>(rows: R[]) =>
    rows.map((row) => ({ ...row, virtual: row.uid === args.uid }))
  if (rule.kind === 'acm') {
    const cells = cellsByUser(args.records, (rs) => acmCell(rs, clock, { sealed, containsEnd: false }))
    const users = [...cells].map(([uid, c]) => ({ participant: args.participant(uid), cells: c }))
    return mark(acmStandings(users, args.options))
  }
  const cells = cellsByUser(args.records, (rs) =>
    rule.kind === 'ioi'
      ? ioiCell(rs, clock, { sealed, containsEnd: false })
      : oiCell(rs, clock, { rule: rule.rule, sealed, containsEnd: false }),
  )
  const users = [...cells].map(([uid, c]) => ({ participant: args.participant(uid), cells: c }))
  return mark(oiStandings(users, args.options))
}
