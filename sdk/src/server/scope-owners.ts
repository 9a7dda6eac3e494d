import { Effect } from 'effect'

import { defineExtensionPoint } from '../shared/extension-point.ts'
import type { ApiError } from './errors.ts'
import { Extensions } from './extensions.ts'
import type { PlatformServices } from './module.ts'
import type { Caller, Db } from './services.ts'

// The owners of scopes: objects of one module (a problem, a training, a contest, a discussion) may
// belong to a scope that another module owns, named by a column of theirs (HOJ's `gid`). The module
// storing the object never decides who may see or manage it on its own: it asks the owner of the
// scope, whichever module contributes to this point under the column's name. Without an owner, a
// scoped object is nobody's to see or manage (closed, not open).

/** The caller's standing in one scope. */
export interface ScopeRole {
  /** The scope exists and the caller may know of it (a hidden one only for those inside). */
  readonly exists: boolean
  /** The caller may see the scope's content: its problems, trainings, contests, discussions, submissions. */
  readonly see: boolean
  /** The caller administers the scope: creates objects in it and manages those they authored. */
  readonly admin: boolean
  /** The caller manages every object of the scope, whoever authored it. */
  readonly root: boolean
  /**
   * The fixed prefix of display ids of problems made in the scope (a group's short name, upper case),
   * '' for none.
   */
  readonly problemPrefix: string
}

export interface ScopeOwner {
  /** The caller's standing in the scope; an unknown scope is `NO_ROLE`. */
  role(args: {
    readonly scopeId: number
    readonly caller: Caller | undefined
  }): Effect.Effect<ScopeRole, ApiError, PlatformServices>
  /** Those of `scopeIds` whose content the caller may see (a list's filter, in one query). */
  visible(args: {
    readonly scopeIds: ReadonlyArray<number>
    readonly caller: Caller | undefined
  }): Effect.Effect<ReadonlySet<number>, ApiError, PlatformServices>
  /**
   * Who is root of the scope by standing in it (its owner, its root members), super admins aside:
   * those whose runs a scoped contest's board leaves out with its other admins (HOJ's group roots).
   * From the database alone: boards and feeds ask it running with their few services.
   */
  roots(args: { readonly scopeId: number }): Effect.Effect<ReadonlyArray<string>, ApiError, Db>
}

export const ScopeOwners = defineExtensionPoint<ScopeOwner>(
  'platform/scope-owners',
  'who may see and manage objects that belong to a scope another module owns (a group: gid)',
)

/** The standing of anyone in a scope nobody owns or that does not exist. */
export const NO_ROLE: ScopeRole = { exists: false, see: false, admin: false, root: false, problemPrefix: '' }

/** The caller's standing in the scope `param` = `scopeId`, as its owner says (NO_ROLE without one). */
export const scopeRole = (
  param: string,
  scopeId: number,
  caller: Caller | undefined,
): Effect.Effect<ScopeRole, ApiError, PlatformServices> =>
  Effect.gen(function* () {
    const owner = (yield* Extensions).get(ScopeOwners, param)?.value
    return owner ? yield* owner.role({ scopeId, caller }) : NO_ROLE
  })

/** Those of `scopeIds` whose content the caller may see (none without an owner). */
export const visibleScopes = (
  param: string,
  scopeIds: ReadonlyArray<number>,
  caller: Caller | undefined,
): Effect.Effect<ReadonlySet<number>, ApiError, PlatformServices> =>
  Effect.gen(function* () {
    const unique = [...new Set(scopeIds)]
    if (unique.length === 0) return new Set<number>()
    const owner = (yield* Extensions).get(ScopeOwners, param)?.value
    return owner ? yield* owner.visible({ scopeIds: unique, caller }) : new Set<number>()
  })

/** The uids of the scope's roots by standing (super admins aside); none without an owner. */
export const scopeRoots = (
  param: string,
  scopeId: number,
): Effect.Effect<ReadonlyArray<string>, ApiError, Db | Extensions> =>
  Effect.gen(function* () {
    const owner = (yield* Extensions).get(ScopeOwners, param)?.value
    return owner ? yield* owner.roots({ scopeId }) : []
  })

/**
 * Whether the caller may change one object of the scope: the scope's root may change any; its admins
 * those they authored (spec 3 §6: by uid or username, whichever the object keeps).
 */
export const mayManageScoped = (
  role: ScopeRole,
  caller: Caller | undefined,
  author: { readonly uid?: string | null; readonly username?: string | null },
): boolean =>
  role.root ||
  (role.admin &&
    caller !== undefined &&
    ((author.uid != null && author.uid === caller.uid) ||
      (author.username != null && author.username === caller.username)))
