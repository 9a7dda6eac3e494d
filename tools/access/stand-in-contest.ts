// A stand-in contests module for the role table: it contributes the 'cid' scope as spec 2 has a
// contest rule its submissions. One contest (any cid) whose problem 'A' is the pid it is given; it
// is running or ended as the test says. Anonymous callers must log in; site admins (root, admin)
// administer it; while it runs a contestant sees only their own submissions, afterwards everyone's,
// with per-case results.
import { type ScopeView, SubmissionScopes } from '@oj/problems-contract'
import { badRequest, type Caller, contribute, defineServerModule, Errors, notFound } from '@oj/sdk/server'
import { Effect } from 'effect'

interface StandInContest {
  state: 'running' | 'ended'
  pid: number
}

const administers = (caller: Caller | undefined) =>
  caller?.roles.some((role) => role === 'root' || role === 'admin') ?? false

export function standInContest() {
  const contest: StandInContest = { state: 'running', pid: 0 }
  const module = defineServerModule({
    id: 'access-contest',
    requires: ['problems'],
    contributes: [
      contribute(SubmissionScopes, 'cid', {
        problem: ({ ref }) =>
          ('pid' in ref ? ref.pid === contest.pid : ref.displayId === 'A')
            ? Effect.succeed({ pid: contest.pid, displayId: 'A' })
            : Effect.fail(notFound('access.noProblem', 'No such problem in the contest')),
        submitPolicy: () =>
          contest.state === 'running'
            ? Effect.succeed({ priority: 'contest' as const, stopAtFirstFailure: true, interval: 0 })
            : Effect.fail(badRequest('access.ended', 'The contest has ended')),
        view: ({ caller }) => {
          if (!caller) return Effect.fail(Errors.loginFirst())
          if (administers(caller)) {
            const all: ScopeView = {
              admin: true,
              submissions: 'all',
              ownVerdicts: true,
              othersVerdicts: true,
              cases: true,
            }
            return Effect.succeed(all)
          }
          const ended = contest.state === 'ended'
          const view: ScopeView = {
            admin: false,
            submissions: ended ? 'all' : 'own',
            ownVerdicts: true,
            othersVerdicts: ended,
            cases: ended,
          }
          return Effect.succeed(view)
        },
      }),
    ],
  })
  return { module, contest }
}
