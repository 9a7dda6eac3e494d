import type { JudgedEvent } from '@oj/problems-contract'
import { dbQuery, Users } from '@oj/sdk/server'
import { Effect } from 'effect'

import { refreshCopies } from './list.ts'
import { countsInRanks } from './update.ts'

/**
 * Keeps the searchable copies of names in the general ranks current: a verdict that counts there
 * refreshes its user's username, nickname and real name from the profile. (The rank list itself,
 * a GET, never writes.)
 */
export const rankCopiesOnJudged = (event: JudgedEvent) =>
  countsInRanks(event)
    ? Effect.gen(function* () {
        const profiles = yield* (yield* Users).profiles([event.uid])
        yield* dbQuery((db) => refreshCopies(db, [...profiles.values()]))
      })
    : Effect.void
