import { ContestStatus } from '@oj/contests-contract'
import { CommentScopes } from '@oj/discussion-contract'
import { contribute } from '@oj/sdk/server'
import { Effect } from 'effect'

import { contestAdmin, enterContest, findContest, maySubmit } from './access.ts'
import { statusAt } from './policy.ts'

// A contest's comment tab (the discussion module keeps the comments, `cid` scope): who may read and
// write them. Spec 2 §2, Contest comments: during the contest each sees only their own and the
// contest admins' comments; the contest's admins see all; afterwards everyone who may enter does.

export const contestComments = contribute(CommentScopes, 'cid', {
  access: ({ scopeId, caller }) =>
    Effect.gen(function* () {
      const row = yield* findContest(scopeId, caller)
      yield* enterContest(row, caller)
      const now = Date.now()
      const admin = yield* contestAdmin(caller, row)
      const status = statusAt(row, now)
      // Writing: while it runs, those who may submit (its participants); after it, whoever may enter.
      const canPost =
        admin ||
        status === ContestStatus.ended ||
        (caller !== undefined &&
          status === ContestStatus.running &&
          (yield* maySubmit(row, caller, now).pipe(
            Effect.as(true),
            Effect.catch(() => Effect.succeed(false)),
          )))
      return { admin, ownOnly: !admin && status === ContestStatus.running, canPost }
    }),
})
