import type { Page } from '@oj/sdk/web'
import { hasRole, useAuth } from '@oj/sdk/web'
import { useState } from 'react'

import type { ContestSubmitRules, ProblemContext } from '../context.ts'
import { type ContestInfo, contestSubmitRules, needsOverwriteCheck, type Viewer } from './contest-rules.ts'
import { CONTEST_INFO_PATH, submissionListRequest } from './routes.ts'
import { useRequest } from './use-request.ts'

/**
 * The contest's submit rules for this problem, or undefined outside a contest (or while unknown: the
 * contest module may be missing, then the editor submits plainly). `recheck` asks again after a verdict.
 */
export function useContestRules(
  context: ProblemContext,
  problemId: string,
): { readonly rules: ContestSubmitRules | undefined; readonly recheck: () => void } {
  const auth = useAuth()
  const [now] = useState(() => Date.now())
  const viewer: Viewer = { uid: auth.user?.uid, superAdmin: hasRole(auth.user, 'root') }
  const cid = context.contestId
  // useRequest compares requests by value: a new object each render asks nothing new.
  const info = useRequest<ContestInfo>(
    cid !== undefined && auth.loggedIn ? { path: CONTEST_INFO_PATH, query: { cid } } : undefined,
  )
  const contest = info.data
  const check = contest !== undefined && needsOverwriteCheck(contest, viewer, now)
  const mine = useRequest<Page<unknown>>(
    check
      ? submissionListRequest(context, { onlyMine: true, problemID: problemId, currentPage: 1, limit: 1 })
      : undefined,
  )
  if (contest === undefined) return { rules: undefined, recheck: mine.reload }
  const submitted = (mine.data?.total ?? 0) > 0
  return { rules: contestSubmitRules(contest, viewer, submitted, now), recheck: mine.reload }
}
