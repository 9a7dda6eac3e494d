import { type Caller, type DbClient, refuse } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'

import { contest, contestProblem } from '../tables.ts'
import { isRoot } from './access.ts'
import { AdminErrors } from './errors.ts'

// Who may do what with a problem of the bank from the contest admin area: one per-object rule for
// editing, reading for edit (its checker and the judge's files) and adding it to a contest, so that
// adding a problem never gives more than editing it does.

/** 1 public, 2 private, 3 contest only (the bank's `auth`). */
const PUBLIC = 1
export const CONTEST_ONLY = 3

/** A problem as the rule reads it. */
export interface ProblemFacts {
  readonly pid: number
  readonly auth: number
  readonly gid: number | null
  readonly author: string | null
}

/** Root and problem admins may edit any problem; others their own (HOJ's rule). */
export const mayEditAnywhere = (caller: Caller, problem: Pick<ProblemFacts, 'author'>) =>
  isRoot(caller) ||
  caller.roles.includes('problem_admin') ||
  (problem.author !== null && problem.author === caller.username)

/** Whether the problem is in contests the caller created, and in no other admin's contest. */
async function onlyInOwnContests(db: DbClient, caller: Caller, pid: number): Promise<boolean> {
  const holders = await db
    .selectDistinct({ uid: contest.uid })
    .from(contestProblem)
    .innerJoin(contest, eq(contest.id, contestProblem.cid))
    .where(eq(contestProblem.pid, pid))
  return holders.length > 0 && holders.every((h) => h.uid === caller.uid)
}

/**
 * Whether the caller may edit the problem (and read it for edit): anywhere by HOJ's rule, or as
 * the admin of the contests holding a contest-only problem, when no other admin's contest holds it
 * (one who added a bank problem to their contest does not own it).
 */
export async function mayEdit(db: DbClient, caller: Caller, problem: ProblemFacts): Promise<boolean> {
  if (mayEditAnywhere(caller, problem)) return true
  return problem.auth === CONTEST_ONLY && problem.gid === null && onlyInOwnContests(db, caller, problem.pid)
}

/**
 * Refuses adding the problem to a contest the caller administers unless it is a public problem of
 * the bank (its statement is everyone's) or a contest-only one they may edit (another admin's
 * unreleased problem stays theirs); never a private or a group's problem.
 */
export async function checkAddable(db: DbClient, caller: Caller, problem: ProblemFacts): Promise<void> {
  if (problem.gid !== null || (problem.auth !== PUBLIC && problem.auth !== CONTEST_ONLY))
    return refuse(AdminErrors.problemNotPublic())
  if (problem.auth === CONTEST_ONLY && !(await mayEdit(db, caller, problem)))
    return refuse(AdminErrors.noPermission())
}
