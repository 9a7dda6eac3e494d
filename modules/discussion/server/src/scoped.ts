import { type GroupDiscussionInput, TITLE_MAX_LENGTH } from '@oj/discussion-contract'
import { badRequest, dbQuery, dbTransaction, scopeRole } from '@oj/sdk/server'
import { and, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { groupRoleMark, groupStanding, Refusals, requireCaller, requireSwitch, SCOPE } from './access.ts'
import {
  checkPost,
  discussionPage,
  existingDiscussion,
  postDiscussion,
  required,
  type Row,
  tooLong,
  withProblemId,
} from './discussions.ts'
import { discussion } from './tables.ts'

// A group's discussions (ScopedDiscussionApi, HOJ's /group/discussion calls): rows of the discussion
// table with a gid, behind the site switch openGroupDiscussion. Who may see and manage them is the
// scope owner's to say (ScopeOwners 'gid', never the groups module's tables): its members see the
// shown ones and post; its admins (level 4 and up, super admins) see hidden ones too and manage
// every one (edit, pin, hide, delete); a member edits and deletes their own.

const DEFAULT_LIMIT = 10

/** GET /group/get-discussion-list: the group's shown discussions (pid: one problem's), for its members. */
export const groupList = (query: {
  readonly gid: number
  readonly pid?: string | undefined
  readonly currentPage?: number | undefined
  readonly limit?: number | undefined
}) =>
  Effect.gen(function* () {
    yield* requireSwitch('openGroupDiscussion')
    const caller = yield* requireCaller
    yield* groupStanding(query.gid, caller, 'see')
    const pid = query.pid?.trim()
    const where = and(
      eq(discussion.gid, query.gid),
      eq(discussion.status, 0),
      pid ? eq(discussion.pid, pid) : undefined,
    )
    return yield* discussionPage(where, query.currentPage ?? 1, query.limit ?? DEFAULT_LIMIT)
  })

/** GET /group/get-admin-discussion-list: every discussion of the group, hidden ones too, for its admins. */
export const groupAdminList = (query: {
  readonly gid: number
  readonly currentPage?: number | undefined
  readonly limit?: number | undefined
}) =>
  Effect.gen(function* () {
    yield* requireSwitch('openGroupDiscussion')
    const caller = yield* requireCaller
    yield* groupStanding(query.gid, caller, 'admin')
    return yield* discussionPage(
      eq(discussion.gid, query.gid),
      query.currentPage ?? 1,
      query.limit ?? DEFAULT_LIMIT,
    )
  })

/** POST /group/discussion: a member posts in the group; its admins may pin at once. */
export const groupAdd = (input: GroupDiscussionInput) =>
  Effect.gen(function* () {
    yield* requireSwitch('openGroupDiscussion')
    const caller = yield* requireCaller
    if (input.gid === undefined || input.gid === null) return yield* Effect.fail(required('gid'))
    const gid = input.gid
    const checked = yield* checkPost(input, true)
    const role = yield* groupStanding(gid, caller, 'see')
    return yield* postDiscussion(input, caller, checked, {
      gid,
      role: groupRoleMark(role),
      mayPin: role.admin,
    })
  })

/**
 * A discussion of a group and the caller's standing there, when they may change it: its author (a
 * member still) or the group's admins. Another group's or a public one answers as missing.
 */
const managed = (did: number) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const [row] = yield* dbQuery((db) => db.select().from(discussion).where(eq(discussion.id, did)))
    if (!row || row.gid === null) return yield* Effect.fail(Refusals.discussionNotFound())
    const role = yield* scopeRole(SCOPE, row.gid, caller)
    if (!role.see) return yield* Effect.fail(Refusals.discussionNotFound())
    if (row.status !== 0 && !role.admin && row.uid !== caller.uid)
      return yield* Effect.fail(Refusals.discussionNotFound())
    if (!role.admin && row.uid !== caller.uid) return yield* Effect.fail(Refusals.notYours())
    return { row: row as Row & { gid: number }, role, caller }
  })

const badStatus = () => badRequest('discussion.error.badStatus', 'The status is 0 (shown) or 1 (hidden)')

/**
 * PUT /group/discussion. With title, description or content: an edit (all three checked), by its
 * author or the group's admins. topPriority and status (0 shown, 1 hidden) are the admins' (the admin
 * table sends only them); a member changing them is refused.
 */
export const groupUpdate = (input: GroupDiscussionInput) =>
  Effect.gen(function* () {
    yield* requireSwitch('openGroupDiscussion')
    yield* requireCaller
    if (input.id === undefined || input.id === null) return yield* Effect.fail(required('id'))
    const id = input.id
    const status = input.status ?? undefined
    if (status !== undefined && status !== 0 && status !== 1) return yield* Effect.fail(badStatus())
    const editing = [input.title, input.description, input.content].some((v) => v !== undefined && v !== null)
    const checked = editing ? yield* checkPost(input, false) : undefined
    const topPriority = input.topPriority ?? undefined
    const { row, role } = yield* managed(id)
    // HOJ's client sends the whole row: unchanged marks are no moderation
    const moderating =
      (topPriority !== undefined && topPriority !== row.topPriority) ||
      (status !== undefined && status !== row.status)
    if (moderating && !role.admin) return yield* Effect.fail(Refusals.notGroupAdmin())
    if (!checked && !moderating) return yield* Effect.fail(required('title'))
    const title = checked ? withProblemId(checked.title, row.pid) : undefined
    if (title && title.length > TITLE_MAX_LENGTH)
      return yield* Effect.fail(tooLong('title', TITLE_MAX_LENGTH))
    yield* dbTransaction(async (tx) => {
      await existingDiscussion(tx, id)
      await tx
        .update(discussion)
        .set({
          ...(checked && title ? { title, description: checked.description, content: checked.content } : {}),
          ...(topPriority !== undefined ? { topPriority } : {}),
          ...(status !== undefined ? { status } : {}),
          gmtModified: new Date(),
        })
        .where(eq(discussion.id, id))
    })
    return null
  })

/** DELETE /group/discussion: its author or the group's admins; its comments, likes and reports go too. */
export const groupRemove = ({ did }: { readonly did: number }) =>
  Effect.gen(function* () {
    yield* requireSwitch('openGroupDiscussion')
    const { row } = yield* managed(did)
    yield* dbTransaction((tx) => tx.delete(discussion).where(eq(discussion.id, row.id)))
    return null
  })
