import { useApi } from '@oj/sdk/web'
import { startTransition, use, useEffect, useState } from 'react'

import type { ProblemContext } from './context.ts'
import { cachedGet, type Outcome, pin } from './layout/cached-get.ts'
import { detailRequest } from './layout/routes.ts'
import type { ProblemDetail } from './types.ts'

/**
 * The problem by its display id, from the call of its context (a contest's copy, a group's problem or
 * the problem itself). It suspends while the first answer loads; `reload` (after a verdict) asks again
 * in a transition, so the page stays on screen meanwhile.
 */
export function useProblemDetail(
  context: ProblemContext,
  problemId: string,
): { readonly outcome: Outcome<ProblemDetail>; readonly reload: () => void } {
  const api = useApi()
  const [attempt, setAttempt] = useState(0)
  const request = detailRequest(context, problemId)
  const key = `${JSON.stringify(request)}#${attempt}`
  const outcome = use(cachedGet<ProblemDetail>(api, key, request))
  useEffect(() => pin(api, key), [api, key])
  const reload = () => startTransition(() => setAttempt((n) => n + 1))
  return { outcome, reload }
}
