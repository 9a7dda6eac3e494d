import { defineExtensionPoint } from '@oj/sdk/contract'
import type { ApiError, Caller, PlatformServices, RequestContext } from '@oj/sdk/server'
import type { Effect } from 'effect'

// Comments outside discussions: a contest's comment tab (HOJ's cid on /comments, /comment, /reply). The
// discussion module keeps the comments; the module owning the scope says who may read and write them,
// contributing to this point under the parameter's name ('cid' by the contests module). Without such a
// module, calls with a cid answer 'No Access', as when the site switch is off.

/** The caller's standing in a scope's comments. */
export interface CommentAccess {
  /** Administers the scope (a contest's author, a super admin): sees and deletes every comment. */
  readonly admin: boolean
  /**
   * Others' comments are hidden from the caller now (a running contest): they see their own and
   * administrators' only (spec 2 §2, Contest comments).
   */
  readonly ownOnly: boolean
  /** The caller may comment and reply now. */
  readonly canPost: boolean
}

export interface CommentScope {
  /** The caller's standing in the scope `scopeId`; fails 404 when unknown, 401/403 without access. */
  access(args: {
    readonly scopeId: number
    readonly caller: Caller | undefined
  }): Effect.Effect<CommentAccess, ApiError, PlatformServices | RequestContext>
}

export const CommentScopes = defineExtensionPoint<CommentScope>(
  'discussion/comment-scope',
  'Who may read and write the comments of a contest (cid)',
)
