import { type Caller, Errors, scopeRole } from '@oj/sdk/server'
import { Effect } from 'effect'

import { isAdmin } from '../submissions/access.ts'

/**
 * Who may upload a problem's files (test data zips, statement images): the site's admin roles, and a
 * group's admins for that group's problems (the call names it: `gid`), as the scope's owner says.
 * Anyone else, a member or a stranger, is refused.
 */
export const mayUploadFor = (caller: Caller, gid: number | undefined) =>
  Effect.gen(function* () {
    if (isAdmin(caller)) return
    if (gid !== undefined && gid > 0) {
      const role = yield* scopeRole('gid', gid, caller)
      if (role.exists && role.admin) return
    }
    return yield* Effect.fail(Errors.noPermission())
  })
