import { ProblemSources, type SourcedProblem } from '@oj/problems-contract'
import { REMOTE_JUDGE_IDS, type Sites } from '@oj/remote-judge-contract'
import {
  type ApiError,
  badRequest,
  contribute,
  dbQuery,
  fetchRemoteProblem,
  type RemoteJudgeError,
  RemoteJudges,
  remoteKeyFrom,
  tooMany,
} from '@oj/sdk/server'
import { count } from 'drizzle-orm'
import { Duration, Effect } from 'effect'

import { account } from './tables.ts'

// The bank's problem sources (ProblemSources): one per remote judge, reading the problem through
// the installed adapter (the platform's RemoteJudges) from where this server reaches the site.

/** A whole import (its requests and redirects) ends within this, whatever the site does. */
const FETCH_WITHIN_MS = 20_000

/** What a failed read says to the administrator: a 4xx, never a 404 or a 5xx of ours. */
function importError(name: string, problemId: string, error: RemoteJudgeError): ApiError {
  switch (error._tag) {
    case 'RemoteNotFound':
      return badRequest('remote-judge.error.problemNotFound', `${name} has no problem ${problemId}`, {
        name,
        problemId,
      })
    case 'RemoteRateLimited':
      return tooMany('remote-judge.error.rateLimited', `${name} asks to slow down; try again in a minute`, {
        name,
      })
    case 'RemoteDown':
      return badRequest('remote-judge.error.unreachable', `${name} could not be reached: ${error.message}`, {
        name,
        reason: error.message,
      })
    default:
      return badRequest(
        'remote-judge.error.unreadable',
        `${name}'s problem page could not be read: ${error.message}`,
        {
          name,
          reason: error.message,
        },
      )
  }
}

const sourceOf = (oj: string) =>
  contribute(
    ProblemSources,
    oj,
    Effect.gen(function* () {
      const site = (yield* RemoteJudges).sites.find((s) => s.judge.id.toUpperCase() === oj)
      return {
        name: site?.judge.name ?? oj,
        fetch: (problemId: string) =>
          Effect.gen(function* () {
            if (!site)
              return yield* Effect.fail(
                badRequest(
                  'remote-judge.error.noAdapter',
                  `No adapter for the remote judge ${oj} is installed`,
                  { name: oj },
                ),
              )
            const read = yield* Effect.promise(() =>
              fetchRemoteProblem(site.judge, problemId, { baseUrl: site.baseUrl, timeoutMs: site.timeoutMs }),
            ).pipe(
              Effect.timeoutOrElse({
                duration: Duration.millis(FETCH_WITHIN_MS),
                orElse: () =>
                  Effect.fail(
                    badRequest(
                      'remote-judge.error.unreachable',
                      `${site.judge.name} could not be reached: no answer in time`,
                      {
                        name: site.judge.name,
                        reason: 'no answer in time',
                      },
                    ),
                  ),
              }),
            )
            if ('error' in read)
              return yield* Effect.fail(importError(site.judge.name, problemId, read.error))
            return read.problem satisfies SourcedProblem
          }),
      }
    }),
  )

export const problemSources = REMOTE_JUDGE_IDS.map(sourceOf)

/** GET /admin/remote-judge/sites */
export const listSites = Effect.gen(function* () {
  const { sites } = yield* RemoteJudges
  const counts = yield* dbQuery((db) =>
    db.select({ oj: account.oj, n: count() }).from(account).groupBy(account.oj),
  )
  const byOj = new Map(counts.map((c) => [c.oj, c.n]))
  const answer: Sites = {
    keySet: remoteKeyFrom() !== undefined,
    sites: sites.map(({ judge, baseUrl }) => ({
      oj: judge.id,
      name: judge.name,
      baseUrl,
      languages: Object.keys(judge.languages),
      accounts: byOj.get(judge.id) ?? 0,
    })),
  }
  return answer
})
