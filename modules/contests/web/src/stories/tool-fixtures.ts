import type { AcInfoRow, ContestView, OutsideInfo, PrintRow } from '@oj/contests-contract'

import { demoContests } from '../pages/contest-fixtures.ts'
import { acmRows, demoProblems, oiRows } from '../rank/rank-fixtures.ts'
import type { ScrollRun } from '../scroll/reveal.ts'

// Replies of the tool calls for the stories.

const page = <T>(records: ReadonlyArray<T>, size: number) => ({
  records,
  total: records.length,
  size,
  current: 1,
  pages: 1,
})

/** A running ACM contest with print open, by root. */
export const printContest: ContestView = { ...(demoContests[0] as ContestView), openPrint: true }

const text = (n: number) =>
  Array.from({ length: n }, (_, i) => `line ${i + 1}: int main() { return 0; }`).join('\n')

const printRows: ReadonlyArray<PrintRow> = [
  {
    id: 3,
    cid: 1,
    username: 'bob',
    realname: 'Bob Brown',
    content: text(4),
    status: 0,
    gmtCreate: '2026-01-01T10:12:00.000Z',
    gmtModified: '2026-01-01T10:12:00.000Z',
  },
  {
    id: 2,
    cid: 1,
    username: 'alice',
    realname: null,
    content: text(3),
    status: 1,
    gmtCreate: '2026-01-01T09:40:00.000Z',
    gmtModified: '2026-01-01T09:45:00.000Z',
  },
]
export const printPage = page(printRows, 15)

const ac = (
  id: number,
  who: string,
  displayId: string,
  time: number,
  firstBlood: boolean,
  checked: boolean,
) =>
  ({
    id,
    cid: 1,
    uid: `u-${who}`,
    pid: 1000 + displayId.charCodeAt(0),
    cpid: displayId.charCodeAt(0),
    displayId,
    submitId: id,
    username: who,
    realname: who === 'carol' ? null : `Real ${who}`,
    status: 0,
    submitTime: '2026-01-01T10:00:00.000Z',
    time,
    score: null,
    useTime: 15,
    firstBlood,
    checked,
    gmtCreate: '2026-01-01T10:00:00.000Z',
    gmtModified: '2026-01-01T10:00:00.000Z',
  }) satisfies AcInfoRow

const acRows: ReadonlyArray<AcInfoRow> = [
  ac(31, 'carol', 'B', 2 * 3600 + 5 * 60, true, false),
  ac(27, 'bob', 'A', 3600 + 20 * 60 + 7, false, false),
  ac(12, 'alice', 'A', 25 * 60 + 3, true, true),
]
export const acPage = page(acRows, 20)

export const acmOutsideInfo: OutsideInfo = {
  contest: { ...(demoContests[0] as ContestView), auth: 2 },
  problemList: demoProblems.map((p, i) => ({
    ...p,
    id: i + 1,
    cid: 1,
    pid: 1000 + i,
    gmtCreate: '2026-01-01T00:00:00.000Z',
    gmtModified: '2026-01-01T00:00:00.000Z',
  })),
}
export const oiOutsideInfo: OutsideInfo = {
  ...acmOutsideInfo,
  contest: { ...(demoContests[0] as ContestView), type: 1, status: 1, endTime: '2026-01-01T09:00:00.000Z' },
}
export const acmBoardPage = page(acmRows, 50)
export const oiBoardPage = page(oiRows, 50)

// The scroll board: contest starts 2026/01/01 10:00 (GMT+8), sealed at 14:00, five problems.
export const scrollInfo = {
  id: 1,
  rankShowName: 'username',
  problemCount: 5,
  balloonColor: { A: '#f44336', B: '#2196f3', C: '#4caf50', D: '#ff9800', E: '#9c27b0' },
  startTime: '2026/01/01 10:00:00',
  sealRankTime: '2026/01/01 14:00:00',
  starUserList: ['guest'],
}

const run = (who: string, displayId: string, status: number, hh: number, mm: number): ScrollRun => ({
  uid: `u-${who}`,
  username: who,
  nickname: null,
  realname: null,
  displayId,
  status,
  submitTime: `2026/01/01 ${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00`,
})

const AC = 0
const WA = -1
/** Eight teams; tries after 14:00 are pending on the sealed board. */
export const scrollRuns: ReadonlyArray<ScrollRun> = [
  run('alice', 'A', AC, 10, 12),
  run('alice', 'B', WA, 10, 40),
  run('alice', 'B', AC, 11, 2),
  run('alice', 'C', AC, 12, 30),
  run('bob', 'A', AC, 10, 20),
  run('bob', 'C', AC, 13, 10),
  run('bob', 'D', AC, 14, 20),
  run('carol', 'A', WA, 10, 30),
  run('carol', 'A', AC, 10, 50),
  run('carol', 'B', AC, 12, 0),
  run('carol', 'E', WA, 14, 5),
  run('carol', 'E', AC, 14, 40),
  run('dave', 'A', AC, 11, 0),
  run('dave', 'B', WA, 14, 30),
  run('erin', 'C', AC, 11, 30),
  run('erin', 'A', AC, 14, 10),
  run('erin', 'B', AC, 14, 50),
  run('frank', 'A', WA, 12, 0),
  run('frank', 'A', WA, 14, 15),
  run('grace', 'D', AC, 13, 0),
  run('guest', 'A', AC, 10, 5),
  run('guest', 'B', AC, 10, 30),
]
