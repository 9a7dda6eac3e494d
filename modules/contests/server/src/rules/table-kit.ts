import type { BoardClock, BoardRecord } from './records.ts'
import type { Participant } from './standings.ts'

// Helpers for the rule tables: submissions written as [user, problem, status, seconds from start].

const START = Date.UTC(2026, 0, 1, 8, 0, 0)
export const HOUR = 3600

/** A 5-hour contest, sealed for its last hour unless told otherwise. */
export const clock = (sealAt: number | null = 4 * HOUR, length = 5 * HOUR): BoardClock => ({
  start: START,
  end: START + length * 1000,
  sealTime: sealAt === null ? null : START + sealAt * 1000,
})

export type Row = readonly [
  user: string,
  problem: string,
  status: number,
  at: number,
  score?: number,
  ms?: number,
]

export const records = (rows: ReadonlyArray<Row>): BoardRecord[] =>
  rows.map(([uid, displayId, status, at, score, ms], i) => ({
    submitId: i + 1,
    uid,
    displayId,
    status,
    score: score ?? null,
    useTime: ms ?? null,
    submitTime: START + at * 1000,
  }))

export const person = (uid: string): Participant => ({
  uid,
  username: uid,
  realname: `Real ${uid}`,
  nickname: null,
  school: null,
  gender: null,
  avatar: null,
})

/** Groups records by user, then by problem. */
export function byUserProblem(rs: ReadonlyArray<BoardRecord>): Map<string, Map<string, BoardRecord[]>> {
  const users = new Map<string, Map<string, BoardRecord[]>>()
  for (const r of rs) {
    const problems = users.get(r.uid) ?? new Map<string, BoardRecord[]>()
    users.set(r.uid, problems)
    problems.set(r.displayId, [...(problems.get(r.displayId) ?? []), r])
  }
  return users
}
