import {
  type ApiError,
  type Caller,
  type Db,
  dbQuery,
  Errors,
  type PlatformServices,
  RequestContext,
  type RequestContextShape,
  type ScopeRole,
  scopeRole,
  scopeRoots,
  Users,
} from '@oj/sdk/server'
import { and, eq } from 'drizzle-orm'
import { Effect, Option } from 'effect'

import { contest, contestRegister } from '../tables.ts'
import { ContestErrors } from './errors.ts'
import {
  accountLimitAllows,
  type ContestRow,
  isContestAdmin,
  needsRegistrationToEnter,
  needsRegistrationToSubmit,
  statusAt,
} from './policy.ts'

// A contest as the caller may see it, and the checks of entering, viewing its problems and submitting.

/** Reads a contest's row (the table's; a board page may take a copy read a moment ago). */
export type ContestReader = (cid: number) => Effect.Effect<ContestRow | undefined, ApiError, Db>

const readContest: ContestReader = (cid) =>
  dbQuery(async (db) => (await db.select().from(contest).where(eq(contest.id, cid)))[0])

/**
 * The standings in groups asked during each request, by the request's context (the platform makes a
 * new one per request, so an entry lives as long as its request and no answer is kept for the next).
 */
const askedInRequest = new WeakMap<RequestContextShape, Map<string, ScopeRole>>()

/**
 * The caller's standing in a group contest's group, asked of its owner once per request: finding the
 * contest, entering it, the seal and the handler's own admin check share the one answer. Outside a
 * request (a subscription) every call asks.
 */
const groupRole = (
  gid: number,
  caller: Caller | undefined,
): Effect.Effect<ScopeRole, ApiError, PlatformServices> =>
  Effect.gen(function* () {
    const request = Option.getOrUndefined(yield* Effect.serviceOption(RequestContext))
    if (!request) return yield* scopeRole('gid', gid, caller)
    let asked = askedInRequest.get(request)
    if (!asked) askedInRequest.set(request, (asked = new Map()))
    const key = `${gid}|${caller?.uid ?? ''}`
    const known = asked.get(key)
    if (known) return known
    const role = yield* scopeRole('gid', gid, caller)
    asked.set(key, role)
    return role
  })

/** The contest, when it exists and the caller may know of it (hidden contests: their admins only). */
export const findContest = (cid: number, caller: Caller | undefined, read: ContestReader = readContest) =>
  Effect.gen(function* () {
    const row = yield* read(cid)
    if (!row) return yield* Effect.fail(ContestErrors.notFound())
    if (row.gid !== null) {
      // A group's contest: its members see it (when visible), its admins and root always; no one else.
      const role = yield* groupRole(row.gid, caller)
      if (!role.see || (!row.visible && !role.admin && !isContestAdmin(caller, row)))
        return yield* Effect.fail(ContestErrors.notFound())
      return row
    }
    if (!row.visible && !isContestAdmin(caller, row)) return yield* Effect.fail(ContestErrors.notFound())
    return row
  })

/**
 * Whether the caller administers the contest inside its pages (its sealed board, hidden runs,
 * announcements, print and AC helper): its author or a super admin, and for a group's contest the
 * group's root too, as its owner says (HOJ: root, author or the group's root). A group admin who did
 * not author it is not.
 */
export const contestAdmin = (caller: Caller | undefined, row: ContestRow) =>
  Effect.gen(function* () {
    if (isContestAdmin(caller, row)) return true
    if (row.gid === null || !caller) return false
    return (yield* groupRole(row.gid, caller)).root
  })

export const isRegistered = (cid: number, uid: string) =>
  dbQuery(async (db) => {
    const [row] = await db
      .select({ id: contestRegister.id })
      .from(contestRegister)
      .where(and(eq(contestRegister.cid, cid), eq(contestRegister.uid, uid)))
    return !!row
  })

/**
 * Whether a caller who is not the contest's admin may enter its pages (problems, board,
 * submissions): HOJ's access.
 */
const mayEnter = (row: ContestRow, caller: Caller | undefined) =>
  Effect.gen(function* () {
    if (!caller) return false
    if (!needsRegistrationToEnter(row)) return true
    return yield* isRegistered(row.id, caller.uid)
  })

/**
 * The contest's inside (problems, statements, board, submissions): logged in, registered for a
 * private contest, and after the start unless an admin.
 */
export const enterContest = (row: ContestRow, caller: Caller | undefined, now = Date.now()) =>
  Effect.gen(function* () {
    if (!caller) return yield* Effect.fail(Errors.loginFirst())
    if (yield* contestAdmin(caller, row)) return
    if (!accountLimitAllows(row, caller.username)) return yield* Effect.fail(ContestErrors.accountLimited())
    if (!(yield* mayEnter(row, caller))) return yield* Effect.fail(ContestErrors.notRegistered())
    if (statusAt(row, now) < 0) return yield* Effect.fail(ContestErrors.notStarted())
  })

/** The outside board is open: the contest's rank is open and it has started. */
const outsideOpen = (row: ContestRow, now = Date.now()) => row.openRank && statusAt(row, now) >= 0

/**
 * Reading the contest's board from outside its pages (the ICPC API and feed, the scroll board): its
 * admins; anyone when the outside board is open; else whoever may enter the contest.
 */
export const readBoard = (row: ContestRow, caller: Caller | undefined, now = Date.now()) =>
  Effect.gen(function* () {
    if (outsideOpen(row, now) || (yield* contestAdmin(caller, row))) return
    yield* enterContest(row, caller, now)
  })

/** Submitting: while running (or after, when allowed), registered unless public; admins always. */
export const maySubmit = (row: ContestRow, caller: Caller, now = Date.now()) =>
  Effect.gen(function* () {
    if (yield* contestAdmin(caller, row)) return
    yield* enterContest(row, caller, now)
    if (statusAt(row, now) > 0 && !row.allowEndSubmit) return yield* Effect.fail(ContestErrors.ended())
    if (needsRegistrationToSubmit(row) && !(yield* isRegistered(row.id, caller.uid)))
      return yield* Effect.fail(ContestErrors.notRegistered())
  })

/**
 * Whose runs a contest's boards, problem counts, admin helper and scroll board leave out, as HOJ
 * does: its admins, that is its author, every super admin and, for a group's contest, the group's
 * roots (HOJ's getSuperAdminUidList(gid): the group's members of auth 5), as its owner says.
 */
export const leftOut = (row: ContestRow) =>
  Effect.gen(function* () {
    const superAdmins = yield* (yield* Users).holding('root').pipe(Effect.mapError(() => Errors.server()))
    const groupRoots = row.gid === null ? [] : yield* scopeRoots('gid', row.gid)
    return [...new Set([row.uid, ...superAdmins, ...groupRoots])]
  })
