import { CATALOG_KEY, type ProblemCatalog, ProblemCatalogs } from '@oj/problems-contract'
import { Extensions, serverError } from '@oj/sdk/server'
import { Effect } from 'effect'

/** The problems module's catalogue of the bank (the module requires problems, so it is there). */
export const catalog: Effect.Effect<ProblemCatalog, ReturnType<typeof serverError>, Extensions> = Effect.gen(
  function* () {
    const provided = (yield* Extensions).get(ProblemCatalogs, CATALOG_KEY)
    if (!provided)
      return yield* Effect.fail(serverError('training.error.noCatalog', 'The problem bank is not available'))
    return provided.value
  },
)
