import { type CommentAccess, CommentScopes } from '@oj/discussion-contract'
import { ADMIN_ROLES, type PublicProfile, type SiteSwitch } from '@oj/sdk'
import {
  type ApiError,
  badRequest,
  type Caller,
  Errors,
  Extensions,
  forbidden,
  notFound,
  RequestContext,
  type ScopeRole,
  scopeRole,
  SiteSettings,
} from '@oj/sdk/server'
import { Effect } from 'effect'

// Who may do what (spec 2 §6): the admin roles (root, admin, problem_admin) delete and pin any
// discussion and delete any comment; authors edit and delete their own. The site switches close whole
// areas ('No Access').

export const isAdmin = (caller: Caller | undefined): boolean =>
  caller?.roles.some((role) => ADMIN_ROLES.includes(role)) ?? false

/** HOJ's role mark on a post: root, admin (admin or problem admin) or user. */
export const roleMark = (caller: Caller): 'root' | 'admin' | 'user' =>
  caller.roles.includes('root') ? 'root' : isAdmin(caller) ? 'admin' : 'user'

export const Refusals = {
  noAccess: () => forbidden('discussion.error.noAccess', 'No Access'),
  discussionNotFound: () => notFound('discussion.error.discussionNotFound', 'The discussion does not exist'),
  commentNotFound: () => notFound('discussion.error.commentNotFound', 'The comment does not exist'),
  replyNotFound: () => notFound('discussion.error.replyNotFound', 'The reply does not exist'),
  categoryNotFound: () => badRequest('discussion.error.categoryNotFound', 'The category does not exist'),
  notYours: () => forbidden('discussion.error.notYours', 'Only its author or an administrator may do this'),
  groupNotFound: () => notFound('discussion.error.groupNotFound', 'The group does not exist'),
  notMember: () =>
    forbidden('discussion.error.notMember', 'Only the group’s members may see its discussions'),
  notGroupAdmin: () => forbidden('discussion.error.notGroupAdmin', 'Only the group’s admins may do this'),
  oneScope: () =>
    badRequest('discussion.error.oneScope', 'Give either a discussion (did) or a contest (cid), not both'),
} as const

/** The caller, or 401 'Please login first'. */
export const requireCaller = Effect.gen(function* () {
  const { caller } = yield* RequestContext
  if (!caller) return yield* Effect.fail(Errors.loginFirst())
  return caller
})

/** Whether a site switch is on (a switch an administrator never stored is on). */
const switchOn = (key: NonNullable<SiteSwitch>) =>
  Effect.gen(function* () {
    const stored = yield* (yield* SiteSettings).get(key).pipe(
      Effect.tapError((error) => Effect.logError('discussion: site settings unreadable', error.cause)),
      Effect.orElseSucceed(() => undefined),
    )
    return stored !== false
  })

/** Fails with 'No Access' while the switch is off. */
export const requireSwitch = (key: NonNullable<SiteSwitch>): Effect.Effect<void, ApiError, SiteSettings> =>
  Effect.flatMap(switchOn(key), (on) => (on ? Effect.void : Effect.fail(Refusals.noAccess())))

/**
 * The caller's standing in a contest's comments: the contest comment switch must be on and a module
 * must contribute the 'cid' comment scope (none does: 'No Access', as for a switched-off area).
 */
export const contestCommentAccess = (cid: number) =>
  Effect.gen(function* () {
    yield* requireSwitch('openContestComment')
    const provided = (yield* Extensions).get(CommentScopes, 'cid')
    if (!provided) return yield* Effect.fail(Refusals.noAccess())
    const { caller } = yield* RequestContext
    const access: CommentAccess = yield* provided.value.access({ scopeId: cid, caller })
    return access
  })

/** A profile's display fields, or nulls when the user is gone. */
export const face = (profile: PublicProfile | undefined) => ({
  avatar: profile?.avatar ?? null,
  titleName: profile?.titleName ?? null,
  titleColor: profile?.titleColor ?? null,
})

/** The scope a group discussion belongs to, as the calls name it (HOJ's gid). */
export const SCOPE = 'gid'

/**
 * The caller's standing in a group, as its owner says (ScopeOwners 'gid'), failing when they may
 * not see its discussions (404 for a group unknown to them, 403 outside it) or, with 'admin', manage
 * them (the group's admins, level 4 and up, and super admins).
 */
export const groupStanding = (gid: number, caller: Caller | undefined, need: 'see' | 'admin') =>
  Effect.gen(function* () {
    const role: ScopeRole = yield* scopeRole(SCOPE, gid, caller)
    if (!role.exists) return yield* Effect.fail(Refusals.groupNotFound())
    if (!role.see) return yield* Effect.fail(Refusals.notMember())
    if (need === 'admin' && !role.admin) return yield* Effect.fail(Refusals.notGroupAdmin())
    return role
  })

/** HOJ's role mark on a group post: root (the group's root), admin (its admins) or user. */
export const groupRoleMark = (role: ScopeRole): 'root' | 'admin' | 'user' =>
  role.root ? 'root' : role.admin ? 'admin' : 'user'
