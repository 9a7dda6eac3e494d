import { SCOPE_PARAMS, type ScopeParam, type SubmissionScope, SubmissionScopes } from '@oj/problems-contract'
import { type ApiError, Extensions } from '@oj/sdk/server'
import { Effect } from 'effect'

import { JudgeErrors } from '../submissions/errors.ts'

// A call (or a stored submission) inside a contest, a training or a group is decided by the module
// that contributes that scope to SubmissionScopes; this module only asks it.

/** The scope a call names, or a stored submission was made in. */
export interface ScopeKey {
  readonly param: ScopeParam
  readonly id: number
}

type ScopeIds = {
  readonly cid?: number | null | undefined
  readonly tid?: number | null | undefined
  readonly gid?: number | null | undefined
}

/**
 * The most specific scope of the ids given: a contest (a group's contest is its contest's), else a
 * training, else a group. 0 and null mean none. Undefined: the public bank.
 */
export const scopeOf = (ids: ScopeIds): ScopeKey | undefined => {
  for (const param of SCOPE_PARAMS) {
    const id = ids[param]
    if (id !== undefined && id !== null && id > 0) return { param, id }
  }
  return undefined
}

/** The scope's service, from the module that contributes it; a 400 naming the parameter otherwise. */
export const scopeService = (key: ScopeKey): Effect.Effect<SubmissionScope, ApiError, Extensions> =>
  Effect.gen(function* () {
    const provided = (yield* Extensions).get(SubmissionScopes, key.param)
    if (!provided) return yield* Effect.fail(JudgeErrors.scopeUnavailable(key.param))
    return provided.value
  })
