import type { IcpcJudgement } from '@oj/contests-contract'

import { clockOf, type ContestRow } from '../contest/policy.ts'
import { sealedJudgement } from './objects.ts'
import type { FeedRow } from './store.ts'

/**
 * What a reader sees of an event's data: admins everything; others a judgement of a run from the
 * seal time on as judging, until the thaw's state event (`thaw`, its token) reveals it again.
 */
export const maskFor =
  (row: ContestRow, admin: boolean, thaw: number | null) =>
  (r: Pick<FeedRow, 'type' | 'data' | 'submitTime' | 'token'>): FeedRow['data'] => {
    if (admin || r.type !== 'judgements' || r.data === null) return r.data
    const { sealTime } = clockOf(row)
    if (sealTime === null || r.submitTime === null || new Date(r.submitTime).getTime() < sealTime)
      return r.data
    if (thaw !== null && r.token > thaw) return r.data
    return sealedJudgement(r.data as unknown as IcpcJudgement) as unknown as FeedRow['data']
  }
