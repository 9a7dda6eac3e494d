import type { ProblemContext } from '../context.ts'
import { stripRequest } from './routes.ts'
import { type Requested, useRequest } from './use-request.ts'

/** An item of GET /get-full-screen-problem-list. */
export interface StripItem {
  readonly pid: number
  /** The display id in the contest or training. */
  readonly problemId: string
  readonly title: string
  /** The caller's status: -10 not tried, -5 hidden (shown as '?'), else a judge status. */
  readonly status: number | null
  readonly score: number | null
}

/** The strip's problems, asked for only in focus mode of a contest or training. */
export function useNavStrip(context: ProblemContext, on: boolean): Requested<ReadonlyArray<StripItem>> {
  return useRequest<ReadonlyArray<StripItem>>(on ? stripRequest(context) : undefined)
}
