import type { ContestView } from '@oj/contests-contract'

const base: ContestView = {
  id: 1,
  author: 'root',
  title: 'Weekly ACM Round 12',
  type: 0,
  description: 'Five problems, five hours.',
  status: 0,
  source: 0,
  auth: 0,
  now: '2026-01-01T10:00:00.000Z',
  startTime: '2026-01-01T08:00:00.000Z',
  endTime: '2026-01-01T13:00:00.000Z',
  duration: 5 * 3600,
  sealRank: true,
  openPrint: false,
  sealRankTime: '2026-01-01T12:00:00.000Z',
  rankShowName: 'username',
  openRank: true,
  oiRankScoreType: 'Recent',
  count: 42,
  gid: null,
  allowEndSubmit: false,
}

/** Contests for the table's test and stories: running, scheduled (private), ended (OI, protected). */
export const demoContests: ReadonlyArray<ContestView> = [
  base,
  {
    ...base,
    id: 2,
    title: 'School Selection (private, with a rather long title that wraps on phones)',
    status: -1,
    auth: 1,
    startTime: '2026-01-02T08:00:00.000Z',
    endTime: '2026-01-02T11:00:00.000Z',
    duration: 3 * 3600,
    count: 0,
  },
  {
    ...base,
    id: 3,
    title: 'OI Practice',
    type: 1,
    status: 1,
    auth: 2,
    startTime: '2025-12-20T08:00:00.000Z',
    endTime: '2025-12-20T12:30:00.000Z',
    duration: 4.5 * 3600,
  },
]
