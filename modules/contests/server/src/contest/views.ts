import type { ContestView } from '@oj/contests-contract'

import { type ContestRow, statusAt } from './policy.ts'

const iso = (at: Date | string | number) => new Date(at).toISOString()

/** HOJ's ContestVO of a row at a moment (never the password). */
export const contestView = (row: ContestRow, count: number, now: number): ContestView => ({
  id: row.id,
  author: row.author,
  title: row.title,
  type: row.type,
  description: row.description,
  status: statusAt(row, now),
  source: row.source,
  auth: row.auth,
  now: iso(now),
  startTime: iso(row.startTime),
  endTime: iso(row.endTime),
  duration: Math.floor((new Date(row.endTime).getTime() - new Date(row.startTime).getTime()) / 1000),
  sealRank: row.sealRank,
  openPrint: row.openPrint,
  sealRankTime: row.sealRankTime ? iso(row.sealRankTime) : null,
  rankShowName: row.rankShowName,
  openRank: row.openRank,
  oiRankScoreType: row.oiRankScoreType,
  count,
  gid: row.gid,
  allowEndSubmit: row.allowEndSubmit,
})
