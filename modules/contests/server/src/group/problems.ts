import type {
  AddFromGroupInput,
  AddFromPublicInput,
  AdminContestProblemsQuery,
  ContestOwnProblemInput,
  ContestProblemInput,
  ContestProblemKey,
  GroupRemoveProblemQuery,
} from '@oj/contests-contract'
import { type Caller, Errors, refuse, RequestContext } from '@oj/sdk/server'
import { Effect } from 'effect'

import { AdminErrors } from '../admin/errors.ts'
import { createContestOnlyProblem } from '../admin/own-problems.ts'
import { checkAddable } from '../admin/problem-rights.ts'
import {
  catalog,
  type ContestGuard,
  contestProblemsGuarded,
  getContestProblemGuarded,
  placeProblemGuarded,
  removeProblemGuarded,
  setContestProblemGuarded,
} from '../admin/problems.ts'
import { groupContest, locked, standing } from './access.ts'

// A group contest's problems (GroupContestApi): the admin area's list, add and remove, the contest
// admitted as the group (the scope owner) says: its admins their own contests, its root every one.
// From the public bank as the admin area adds; from the group only the group's own problems.

const theCaller = Effect.gen(function* () {
  const { caller } = yield* RequestContext
  if (!caller) return yield* Effect.fail(Errors.loginFirst())
  return caller
})

/** The caller managing the group contest, and the guard keeping it the same group's in a transaction. */
export const managed = (cid: number) =>
  Effect.gen(function* () {
    const caller: Caller = yield* theCaller
    const { row } = yield* groupContest(cid, caller)
    const guard: ContestGuard = (tx, id) => locked(tx, id, row.gid)
    return { caller, guard }
  })

/** GET /group/get-contest-problem-list */
export const groupContestProblems = (query: AdminContestProblemsQuery) =>
  Effect.gen(function* () {
    const { guard } = yield* managed(query.cid)
    return yield* contestProblemsGuarded(query, guard)
  })

/** POST /group/add-contest-problem-from-public: a public problem of the bank, as the admin area adds. */
export const groupAddFromPublic = (input: AddFromPublicInput) =>
  Effect.gen(function* () {
    const { caller, guard } = yield* managed(input.cid)
    const [problem] = yield* (yield* catalog).byIds([input.pid])
    return yield* placeProblemGuarded(
      { cid: input.cid, problem, displayId: input.displayId },
      guard,
      (tx, p) => checkAddable(tx, caller, p),
    )
  })

/** POST /group/add-contest-problem-from-group: a problem of the contest's own group, by its display id. */
export const groupAddFromGroup = (input: AddFromGroupInput) =>
  Effect.gen(function* () {
    const { guard } = yield* managed(input.cid)
    const problem = yield* (yield* catalog).byProblemId(input.problemId)
    return yield* placeProblemGuarded(
      { cid: input.cid, problem, displayId: input.displayId },
      guard,
      async (_tx, p, row) => {
        if (p.gid === null || p.gid !== row.gid) refuse(AdminErrors.problemNotInGroup())
      },
    )
  })

/** DELETE /group/contest-problem */
export const groupRemoveProblem = (query: GroupRemoveProblemQuery) =>
  Effect.gen(function* () {
    const { guard } = yield* managed(query.cid)
    return yield* removeProblemGuarded(query, guard)
  })

/** PUT /group/contest-problem: a place's display id, display title and colour (HOJ answers nothing). */
export const groupSetContestProblem = (input: ContestProblemInput) =>
  Effect.gen(function* () {
    const { guard } = yield* managed(input.cid)
    yield* setContestProblemGuarded(input, guard)
    return null
  })

/** GET /group/contest-problem: a problem's place in a group contest (display id, title, colour). */
export const groupContestProblem = (key: ContestProblemKey) =>
  Effect.gen(function* () {
    const { guard } = yield* managed(key.cid)
    return yield* getContestProblemGuarded(key, guard)
  })

/**
 * POST /group/contest-problem: a problem of the group (`problem.gid`, or the contest's), contest-only
 * (auth 3) and under the group's display id prefix, made by one of its admins (HOJ's reply: its `pid`);
 * with `cid`, placed in that contest of the group (which the caller must manage) at once.
 */
export const groupCreateProblem = (input: ContestOwnProblemInput) =>
  Effect.gen(function* () {
    const caller: Caller = yield* theCaller
    const named = Number(input.problem['gid'])
    const given = Number.isSafeInteger(named) && named > 0 ? named : undefined
    let gid: number
    if (input.cid !== undefined) {
      const { row } = yield* groupContest(input.cid, caller)
      if (given !== undefined && given !== row.gid) return yield* Effect.fail(AdminErrors.problemNotInGroup())
      gid = row.gid
    } else {
      if (given === undefined) return yield* Effect.fail(Errors.noPermission())
      yield* standing(given, caller, 'admin')
      gid = given
    }
    return yield* createContestOnlyProblem(input, (tx, cid) => locked(tx, cid, gid), { gid })
  })
