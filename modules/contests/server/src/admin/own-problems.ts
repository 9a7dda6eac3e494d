import type {
  ContestOwnProblemInput,
  ContestOwnProblemQuery,
  CreatedContestProblem,
} from '@oj/contests-contract'
import { type EditableProblem, EDITOR_KEY, type ProblemEditor, ProblemEditors } from '@oj/problems-contract'
import { type Caller, type DbClient, dbQuery, Extensions, refuse, serverError } from '@oj/sdk/server'
import { and, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { ContestErrors } from '../contest/errors.ts'
import type { ContestRow } from '../contest/policy.ts'
import { contestProblem } from '../tables.ts'
import { administered, theCaller } from './access.ts'
import { AdminErrors } from './errors.ts'
import { CONTEST_ONLY, mayEdit, mayEditAnywhere, type ProblemFacts } from './problem-rights.ts'

// A contest's own problems (HOJ's /admin/contest/problem): written by the problems module's rules
// through its ProblemEditors seam, never its tables. A new one is contest-only (auth 3) and, with
// `cid`, joins the contest in the same transaction. Who may: HOJ lets root, problem_admin and the
// problem's author read and change it; with a contest named, the contest's admin (root or its
// creator) may too, for the contest-only problems of that contest.

const editor: Effect.Effect<ProblemEditor, ReturnType<typeof serverError>, Extensions> = Effect.gen(
  function* () {
    const provided = (yield* Extensions).get(ProblemEditors, EDITOR_KEY)
    if (!provided)
      return yield* Effect.fail(serverError('contests.error.noEditor', 'The problem editor is not available'))
    return provided.value
  },
)

/** The rule's facts of an editor's copy. */
const factsOf = (p: EditableProblem): ProblemFacts => ({
  pid: p.id,
  auth: p.auth,
  gid: p.gid,
  author: p.author,
})

/**
 * The ProblemDTO without the contest's fields, nor a group (`problem.gid`): a group's problem is
 * made by POST /group/contest-problem, which names the group itself once its admin is checked.
 */
function problemDto(input: ContestOwnProblemInput) {
  const { cid: _cid, displayId: _displayId, displayTitle: _displayTitle, color: _color, ...dto } = input
  const { gid: _gid, ...problem } = dto.problem
  return { ...dto, problem }
}

/** The problem's numeric id in a body (PUT): an integer above 0, else none. */
const bodyPid = (input: ContestOwnProblemInput): number | undefined => {
  const id = Number(input.problem['id'])
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * GET /admin/contest/problem: the editor's copy (the checker and the judge's files), to whoever may
 * edit the problem (problem-rights.ts; adding a public problem to one's contest gives no right to it).
 */
export const getOwnProblem = (query: ContestOwnProblemQuery) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const problem = yield* (yield* editor).read(query.pid)
    if (!problem) return yield* Effect.fail(AdminErrors.problemNotFound())
    const theirs = yield* dbQuery((db) => mayEdit(db, caller, factsOf(problem)))
    if (!theirs) return yield* Effect.fail(AdminErrors.noPermission())
    return problem
  })

/** No problem of the contest has this display id yet. */
async function displayIdFree(tx: DbClient, cid: number, displayId: string) {
  const [taken] = await tx
    .select({ id: contestProblem.id })
    .from(contestProblem)
    .where(and(eq(contestProblem.cid, cid), eq(contestProblem.displayId, displayId)))
  if (taken) refuse(AdminErrors.displayIdTaken())
}

/** Who may place a new problem in a contest: the contest as its guard reads it (locked in a transaction). */
type PlaceGuard = (tx: DbClient, cid: number) => Promise<ContestRow>

/**
 * A contest-only problem (auth 3) from a ProblemDTO, its `problem` fields as `fields` set them; with
 * `cid`, placed in the contest (`guard` admits the caller, checked before the problem's data is stored
 * and again, locked, in its transaction).
 */
export const createContestOnlyProblem = (
  input: ContestOwnProblemInput,
  guard: PlaceGuard,
  fields: Readonly<Record<string, unknown>>,
) =>
  Effect.gen(function* () {
    const { cid, displayId } = input
    let type = input.problem['type']
    if (cid !== undefined) {
      if (displayId === undefined) return yield* Effect.fail(AdminErrors.displayIdRequired())
      const row = yield* dbQuery(async (db) => {
        const found = await guard(db, cid)
        await displayIdFree(db, cid, displayId)
        return found
      })
      type ??= row.type
    }
    const dto = problemDto(input)
    const { saved, within } = yield* (yield* editor).save({
      body: {
        ...dto,
        problem: { ...dto.problem, ...fields, ...(type === undefined ? {} : { type }), auth: CONTEST_ONLY },
      },
      creating: true,
      within: async (tx, saved) => {
        if (cid === undefined || displayId === undefined) return null
        const row = await guard(tx, cid)
        await displayIdFree(tx, cid, displayId)
        if (saved.type !== row.type) return refuse(AdminErrors.problemTypeMismatch())
        const title =
          input.displayTitle === undefined || input.displayTitle === '' ? saved.title : input.displayTitle
        await tx.insert(contestProblem).values({
          cid,
          pid: saved.pid,
          displayId,
          displayTitle: title,
          color: input.color === undefined || input.color === '' ? null : input.color,
        })
        return displayId
      },
    })
    const reply: CreatedContestProblem = {
      pid: saved.pid,
      problemId: saved.problemId,
      caseCount: saved.caseCount,
      displayId: within,
    }
    return reply
  })

/**
 * POST /admin/contest/problem: a contest-only problem of no group (a group's are POST
 * /group/contest-problem's); with `cid`, placed in the contest at once.
 */
export const createOwnProblem = (input: ContestOwnProblemInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    return yield* createContestOnlyProblem(input, (tx, cid) => administered(tx, cid, caller), {})
  })

/**
 * With a contest named: the problem is in it and, unless the caller may edit it anyway, contest-only
 * and in no contest of another admin (one who added it from the bank does not own it).
 */
async function checkPlace(db: DbClient, cid: number, pid: number, caller: Caller, current: EditableProblem) {
  const row = await administered(db, cid, caller)
  const [place] = await db
    .select({ id: contestProblem.id })
    .from(contestProblem)
    .where(and(eq(contestProblem.cid, cid), eq(contestProblem.pid, pid)))
  if (!place) return refuse(ContestErrors.noProblem())
  if (!(await mayEdit(db, caller, factsOf(current)))) return refuse(AdminErrors.noPermission())
  return row
}

/** PUT /admin/contest/problem: the problem (its place in the contest is PUT /admin/contest/contest-problem's). */
export const updateOwnProblem = (input: ContestOwnProblemInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const pid = bodyPid(input)
    if (pid === undefined) return yield* Effect.fail(AdminErrors.problemIdMissing())
    const problems = yield* editor
    const current = yield* problems.read(pid)
    if (!current) return yield* Effect.fail(AdminErrors.problemNotFound())
    const { cid } = input
    if (cid === undefined) {
      if (!mayEditAnywhere(caller, current)) return yield* Effect.fail(AdminErrors.noPermission())
    } else {
      yield* dbQuery((db) => checkPlace(db, cid, pid, caller, current))
    }
    yield* problems.save({
      body: problemDto(input),
      creating: false,
      within: async (tx, saved) => {
        if (cid === undefined) return
        const row = await checkPlace(tx, cid, pid, caller, current)
        if (saved.type !== row.type) refuse(AdminErrors.problemTypeMismatch())
      },
    })
    return null
  })
