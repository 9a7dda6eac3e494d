import { type Caller, dbQuery, RequestContext, Users } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { contestAdmin, findContest, leftOut, readBoard } from '../contest/access.ts'
import type { ContestRow } from '../contest/policy.ts'
import { contestRecord, contestRegister } from '../tables.ts'

/**
 * Who reads a contest's API, and as whom: its admins see everything; anyone else what the
 * contest's audience sees (readBoard: the outside board's public after the start when the rank is
 * open, else whoever may enter the contest), with the seal's verdicts hidden.
 */
export const icpcReader = (cid: number) =>
  Effect.gen(function* () {
    const { caller } = yield* RequestContext
    const row = yield* findContest(cid, caller)
    yield* readBoard(row, caller)
    return { row, admin: yield* contestAdmin(caller, row), caller: caller as Caller | undefined }
  })

/**
 * The contest's teams: registered users and whoever has a judged run in it, but for those its board
 * leaves out (its author and the super admins).
 */
export const participants = (row: ContestRow) =>
  Effect.gen(function* () {
    const [registered, recorded] = yield* dbQuery((db) =>
      Promise.all([
        db.select({ uid: contestRegister.uid }).from(contestRegister).where(eq(contestRegister.cid, row.id)),
        db
          .selectDistinct({ uid: contestRecord.uid, username: contestRecord.username })
          .from(contestRecord)
          .where(eq(contestRecord.cid, row.id)),
      ]),
    )
    const out = new Set(yield* leftOut(row))
    const uids = [...new Set([...registered, ...recorded].map((r) => r.uid))].filter((u) => !out.has(u))
    const profiles = yield* (yield* Users).profiles(uids).pipe(Effect.orElseSucceed(() => new Map()))
    return uids.flatMap((uid) => {
      const p = profiles.get(uid)
      return p ? [p] : []
    })
  })
