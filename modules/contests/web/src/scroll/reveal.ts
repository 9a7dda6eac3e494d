// The scroll board's rolling reveal of a sealed ACM board, as pure functions: the board frozen at the
// seal time (later runs are pending cells), then one step at a time from the bottom up: the lowest
// row with a pending cell has its leftmost pending cell selected, the next step reveals it (solved or
// not), the row moves up when it improved, and rows below the lowest pending one are final (they get
// their medals). Penalty as the server's board: seconds from the start to the Accepted, plus 20
// minutes per rejected try before it.

const PENALTY_PER_TRY_S = 20 * 60
const ACCEPTED = 0
const GMT8_MS = 8 * 3_600_000

/** One judged run as get-contest-scroll-board-submission gives it (Accepted or a rejected try). */
export interface ScrollRun {
  readonly uid: string
  readonly username: string
  readonly nickname?: string | null
  readonly realname?: string | null
  readonly displayId: string
  readonly status: number
  /** 'yyyy/MM/dd HH:mm:ss' in GMT+8 (as HOJ's client reads it), or ms since the epoch. */
  readonly submitTime: string | number
}

export interface Cell {
  readonly solved: boolean
  /** Seconds from the start to the Accepted. */
  readonly acTime: number | null
  /** Rejected tries known (before the Accepted when solved). */
  readonly errors: number
  /** Runs after the seal time, not revealed yet (oldest first): true for an Accepted. */
  readonly pending: ReadonlyArray<{ readonly ac: boolean; readonly time: number }>
}

export interface Team {
  readonly uid: string
  readonly username: string
  readonly name: string
  readonly star: boolean
  readonly cells: Readonly<Record<string, Cell>>
  readonly solved: number
  /** Seconds. */
  readonly penalty: number
}

export type Medal = 'gold' | 'silver' | 'bronze'

export interface RevealState {
  readonly problems: ReadonlyArray<string>
  /** Best first. */
  readonly teams: ReadonlyArray<Team>
  /** The cell the next step reveals, when one is selected. */
  readonly cursor: { readonly uid: string; readonly displayId: string } | null
  readonly medals: readonly [number, number, number]
  /** What the last step did: a cell revealed, and the row's places before and after. */
  readonly last: {
    readonly uid: string
    readonly displayId: string
    readonly from: number
    readonly to: number
  } | null
}

/** HOJ's 'yyyy/MM/dd HH:mm:ss' (GMT+8) as ms since the epoch; numbers pass through. */
export function parseHojTime(at: string | number): number {
  if (typeof at === 'number') return at
  const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})[ T](\d{1,2}):(\d{2}):(\d{2})$/.exec(at.trim())
  if (!m) return Date.parse(at)
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number]
  return Date.UTC(y, mo - 1, d, h, mi, s) - GMT8_MS
}

const EMPTY: Cell = { solved: false, acTime: null, errors: 0, pending: [] }

function totals(cells: Readonly<Record<string, Cell>>): { solved: number; penalty: number } {
  let solved = 0
  let penalty = 0
  for (const cell of Object.values(cells)) {
    if (!cell.solved || cell.acTime === null) continue
    solved += 1
    penalty += cell.acTime + cell.errors * PENALTY_PER_TRY_S
  }
  return { solved, penalty }
}

/** Solved desc, penalty asc, then the username (a stable order for equal rows). */
const compareTeams = (a: Team, b: Team) =>
  b.solved - a.solved ||
  a.penalty - b.penalty ||
  (a.username < b.username ? -1 : a.username > b.username ? 1 : 0)

export interface BoardInput {
  readonly problems: ReadonlyArray<string>
  /** ms since the epoch (or HOJ's time text). */
  readonly start: number | string
  /** The seal time; null: nothing is pending. */
  readonly seal: number | string | null
  readonly runs: ReadonlyArray<ScrollRun>
  /** Star users' usernames. */
  readonly stars: ReadonlyArray<string>
  readonly removeStar: boolean
  /** rankShowName: 'username', 'nickname' or 'realname'. */
  readonly show: string
  readonly medals: readonly [number, number, number]
}

/** The board as it stood at the seal time, every later run pending. */
export function sealedBoard(input: BoardInput): RevealState {
  const start = parseHojTime(input.start)
  const seal = input.seal === null ? Number.POSITIVE_INFINITY : parseHojTime(input.seal)
  const stars = new Set(input.stars)
  const runs = input.runs
    .filter((r) => !(input.removeStar && stars.has(r.username)))
    .map((r) => ({ ...r, at: parseHojTime(r.submitTime) }))
    .sort((a, b) => a.at - b.at)
  const byUser = new Map<string, { run: ScrollRun; cells: Record<string, Cell> }>()
  for (const run of runs) {
    if (!input.problems.includes(run.displayId)) continue
    const user = byUser.get(run.uid) ?? { run, cells: {} }
    byUser.set(run.uid, user)
    const cell = user.cells[run.displayId] ?? EMPTY
    const ac = run.status === ACCEPTED
    const time = Math.max(0, Math.floor((run.at - start) / 1000))
    if (run.at >= seal) {
      // After the seal: pending, unless the problem was already solved before it.
      if (!cell.solved) user.cells[run.displayId] = { ...cell, pending: [...cell.pending, { ac, time }] }
    } else if (!cell.solved) {
      user.cells[run.displayId] = ac
        ? { ...cell, solved: true, acTime: time }
        : { ...cell, errors: cell.errors + 1 }
    }
  }
  const teams = [...byUser.values()].map(({ run, cells }): Team => {
    const name =
      input.show === 'realname' && run.realname
        ? run.realname
        : input.show === 'nickname' && run.nickname
          ? run.nickname
          : run.username
    return {
      uid: run.uid,
      username: run.username,
      name,
      star: stars.has(run.username),
      cells,
      ...totals(cells),
    }
  })
  return {
    problems: input.problems,
    teams: teams.sort(compareTeams),
    cursor: null,
    medals: input.medals,
    last: null,
  }
}

/** Where the lowest row with a pending cell is (-1: everything is revealed). */
export function lowestPending(state: RevealState): number {
  for (let i = state.teams.length - 1; i >= 0; i--) {
    const team = state.teams[i] as Team
    if (state.problems.some((p) => (team.cells[p]?.pending.length ?? 0) > 0)) return i
  }
  return -1
}

export const finished = (state: RevealState) => lowestPending(state) < 0 && state.cursor === null

/** The cell after every pending run of it is known: the first Accepted solves it, rejected tries before it count. */
export function revealCell(cell: Cell): Cell {
  let errors = cell.errors
  for (const run of cell.pending) {
    if (run.ac) return { solved: true, acTime: run.time, errors, pending: [] }
    errors += 1
  }
  return { ...cell, errors, pending: [] }
}

/**
 * One step: select the leftmost pending cell of the lowest row that has one, or reveal the selected
 * cell (the row then takes its new place). A finished board stays as it is.
 */
export function step(state: RevealState): RevealState {
  if (state.cursor === null) {
    const at = lowestPending(state)
    if (at < 0) return state
    const team = state.teams[at] as Team
    const displayId = state.problems.find((p) => (team.cells[p]?.pending.length ?? 0) > 0) as string
    return { ...state, cursor: { uid: team.uid, displayId }, last: null }
  }
  const { uid, displayId } = state.cursor
  const from = state.teams.findIndex((t) => t.uid === uid)
  const team = state.teams[from] as Team
  const cells = { ...team.cells, [displayId]: revealCell(team.cells[displayId] ?? EMPTY) }
  const updated: Team = { ...team, cells, ...totals(cells) }
  const teams = state.teams.map((t) => (t.uid === uid ? updated : t)).sort(compareTeams)
  const to = teams.findIndex((t) => t.uid === uid)
  return { ...state, teams, cursor: null, last: { uid, displayId, from, to } }
}

/** Every step at once: the final board. */
export function revealAll(state: RevealState): RevealState {
  let s = state
  while (!finished(s)) s = step(s)
  return s
}

/**
 * Ranks shown: star users '*' and no place; equal solved and penalty share a rank (1, 1, 3).
 * Returned per row of `teams`.
 */
export function ranks(teams: ReadonlyArray<Team>): ReadonlyArray<number | '*'> {
  let place = 0
  let shown = 0
  let prev: Team | undefined
  return teams.map((t) => {
    if (t.star) return '*'
    place += 1
    if (!prev || prev.solved !== t.solved || prev.penalty !== t.penalty) shown = place
    prev = t
    return shown
  })
}

/**
 * The medal of each row once it is final (below the lowest pending row, or everything when done):
 * the first `gold` ranked non-star rows gold, the next `silver` silver, the next `bronze` bronze,
 * and whoever shares the rank of a medal's last winner gets it too. Rows with nothing solved get none.
 */
export function medals(state: RevealState): ReadonlyArray<Medal | null> {
  const final = lowestPending(state)
  const shown = ranks(state.teams)
  const [gold, silver, bronze] = state.medals
  const bounds: ReadonlyArray<readonly [Medal, number]> = [
    ['gold', gold],
    ['silver', gold + silver],
    ['bronze', gold + silver + bronze],
  ]
  return state.teams.map((team, i) => {
    const rank = shown[i]
    if (rank === undefined || rank === '*' || team.solved === 0 || i <= final) return null
    for (const [medal, upTo] of bounds) if (rank <= upTo) return medal
    return null
  })
}

/** The default medal counts: 10 %, 20 % and 30 % of the participants (stars left out), rounded down. */
export const defaultMedals = (participants: number): readonly [number, number, number] => [
  Math.floor(participants * 0.1),
  Math.floor(participants * 0.2),
  Math.floor(participants * 0.3),
]
