import { CATALOG_KEY, ProblemCatalogs } from '@oj/problems-contract'
import { Extensions, serverError } from '@oj/sdk/server'
import { Effect } from 'effect'

/** The problems module's catalogue (required: the module starts after problems). */
export const catalog = Effect.gen(function* () {
  const provided = (yield* Extensions).get(ProblemCatalogs, CATALOG_KEY)
  if (!provided)
    return yield* Effect.fail(serverError('groups.error.noCatalog', 'The problems module is not enabled'))
  return provided.value
})
