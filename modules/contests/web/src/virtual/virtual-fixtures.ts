import type { ContestView, VirtualInfo, VirtualRankPage, VirtualRunView } from '@oj/contests-contract'

import { demoContests } from '../pages/contest-fixtures.ts'
import { acmRows } from '../rank/rank-fixtures.ts'

// Replies of the virtual participation calls for the stories.

/** An ACM contest that ended a month before the server's "now". */
export const endedContest: ContestView = {
  ...(demoContests[0] as ContestView),
  status: 1,
  now: '2026-02-01T11:30:00.000Z',
}

const run = (status: 0 | 1): VirtualRunView => ({
  id: 7,
  cid: 1,
  attempt: 1,
  startTime: status === 0 ? '2026-02-01T10:00:00.000Z' : '2026-01-20T10:00:00.000Z',
  endTime: status === 0 ? '2026-02-01T15:00:00.000Z' : '2026-01-20T15:00:00.000Z',
  now: '2026-02-01T11:30:00.000Z',
  status,
  elapsed: status === 0 ? 5400 : 18_000,
})

export const canStart: VirtualInfo = { run: null, canStart: true, reason: null }
export const running: VirtualInfo = { run: run(0), canStart: false, reason: 'running' }
export const finished: VirtualInfo = { run: run(1), canStart: true, reason: null }
export const participant: VirtualInfo = { run: null, canStart: false, reason: 'participant' }

const me = {
  ...(acmRows[2] as (typeof acmRows)[number]),
  uid: 'u-1',
  username: 'carol',
  realname: 'Carol Chen',
  rank: 2,
  ac: 1,
  total: 2,
  totalTime: 2400,
  submissionInfo: {
    A: { isAC: true, isFirstAC: false, isAfterContest: false, ACTime: 1200, errorNum: 1, tryNum: 0 },
  },
  virtual: true,
}
const others = acmRows.map((r) => ({ ...r, virtual: false }))

/** The virtual board 1:30:00 into the run: the participant's row pinned on top, then the board. */
export const virtualPage = (status: 0 | 1): VirtualRankPage => {
  const records = [me, others[0]!, others[1]!, me, { ...others[2]!, rank: 3 }]
  return { records, total: records.length, size: 300, current: 1, pages: 1, run: run(status), sealed: false }
}
