// Tests only: a module that contributes the 'cid' scope as an ACM contests module would (display
// ids, a running, an ended and a scheduled contest, a sealed one) and a small 'gid' scope, so that
// the problems module's delegated calls can be checked without the real contests and groups modules.
import {
  type ScopedProblem,
  type ScopeView,
  type SubmissionScope,
  SubmissionScopes,
} from '@oj/problems-contract'
import { ADMIN_ROLES } from '@oj/sdk'
import {
  type ApiError,
  badRequest,
  type Caller,
  contribute,
  defineServerModule,
  Errors,
  forbidden,
  notFound,
} from '@oj/sdk/server'
import { Effect } from 'effect'

interface StubContest {
  readonly state: 'running' | 'ended' | 'scheduled'
  /** The board is sealed: contestants see neither their verdicts nor others' submissions. */
  readonly sealed?: boolean
  /** Display id → pid */
  readonly problems: Readonly<Record<string, number>>
}

interface StubGroup {
  readonly members: ReadonlyArray<string>
  /** Display id → pid */
  readonly problems: Readonly<Record<string, number>>
}

/** What the tests fill in once their problems exist (the contribution reads it on every call). */
interface StubScopes {
  readonly contests: Map<number, StubContest>
  readonly groups: Map<number, StubGroup>
}

const isRoot = (caller: Caller | undefined) => caller?.roles.includes('root') ?? false
const ADMIN_VIEW: ScopeView = {
  admin: true,
  submissions: 'all',
  ownVerdicts: true,
  othersVerdicts: true,
  cases: true,
}

/** The problem a ref names in a table of display ids, or 404. */
const lookUp = (
  problems: Readonly<Record<string, number>>,
  ref: { readonly displayId: string } | { readonly pid: number },
): Effect.Effect<ScopedProblem, ApiError> => {
  const entry = Object.entries(problems).find(([displayId, pid]) =>
    'pid' in ref ? pid === ref.pid : displayId === ref.displayId,
  )
  return entry
    ? Effect.succeed({ pid: entry[1], displayId: entry[0], title: `Contest problem ${entry[0]}` })
    : Effect.fail(notFound('stub.noProblem', 'No such problem in this scope'))
}

const contestScope = (scopes: StubScopes): SubmissionScope => {
  const contest = (cid: number) => {
    const found = scopes.contests.get(cid)
    return found ? Effect.succeed(found) : Effect.fail(notFound('stub.noContest', 'No such contest'))
  }
  const notStarted = () => forbidden('stub.notStarted', 'The contest has not started')
  return {
    problem: ({ scopeId, ref, caller, purpose }) =>
      Effect.gen(function* () {
        const c = yield* contest(scopeId)
        if (!caller && purpose !== 'view') return yield* Effect.fail(Errors.loginFirst())
        if (c.state === 'scheduled' && !isRoot(caller)) return yield* Effect.fail(notStarted())
        if (purpose === 'submit' && c.state === 'ended') {
          return yield* Effect.fail(badRequest('stub.ended', 'The contest has ended'))
        }
        return yield* lookUp(c.problems, ref)
      }),
    submitPolicy: ({ scopeId }) =>
      Effect.gen(function* () {
        const c = yield* contest(scopeId)
        if (c.state === 'ended') return yield* Effect.fail(badRequest('stub.ended', 'The contest has ended'))
        // ACM: contestants see only the verdict, so judging stops at the first failing case.
        return { priority: 'contest' as const, stopAtFirstFailure: true, interval: 0 }
      }),
    view: ({ scopeId, caller }) =>
      Effect.gen(function* () {
        const c = yield* contest(scopeId)
        if (isRoot(caller)) return ADMIN_VIEW
        if (!caller) return yield* Effect.fail(Errors.loginFirst())
        if (c.state === 'scheduled') return yield* Effect.fail(notStarted())
        if (c.sealed) {
          const view: ScopeView = {
            admin: false,
            submissions: 'own',
            ownVerdicts: false,
            othersVerdicts: false,
            cases: false,
          }
          return view
        }
        const ended = c.state === 'ended'
        const view: ScopeView = {
          admin: false,
          submissions: 'all',
          ownVerdicts: true,
          othersVerdicts: true,
          cases: ended,
        }
        return view
      }),
  }
}

const groupScope = (scopes: StubScopes): SubmissionScope => {
  const member = (gid: number, caller: Caller | undefined) =>
    Effect.gen(function* () {
      const group = scopes.groups.get(gid)
      if (!group) return yield* Effect.fail(notFound('stub.noGroup', 'No such group'))
      const admin = caller !== undefined && caller.roles.some((r) => ADMIN_ROLES.includes(r))
      if (!admin && !group.members.includes(caller?.uid ?? '')) {
        return yield* Effect.fail(forbidden('stub.notMember', 'Not a member of the group'))
      }
      return { group, admin }
    })
  return {
    problem: ({ scopeId, ref, caller }) =>
      Effect.flatMap(member(scopeId, caller), ({ group }) => lookUp(group.problems, ref)),
    submitPolicy: ({ scopeId, caller }) =>
      Effect.as(member(scopeId, caller), {
        priority: 'normal' as const,
        stopAtFirstFailure: false,
        interval: 'site' as const,
      }),
    view: ({ scopeId, caller }) =>
      Effect.map(member(scopeId, caller), ({ admin }): ScopeView => ({
        admin,
        submissions: 'all',
        ownVerdicts: true,
        othersVerdicts: true,
        cases: true,
      })),
  }
}

/** The stub module and the tables its tests fill in. */
export function scopeStubs() {
  const scopes: StubScopes = { contests: new Map(), groups: new Map() }
  const module = defineServerModule({
    id: 'scope-stubs',
    requires: ['problems'],
    contributes: [
      contribute(SubmissionScopes, 'cid', contestScope(scopes)),
      contribute(SubmissionScopes, 'gid', groupScope(scopes)),
    ],
  })
  return { module, scopes }
}
