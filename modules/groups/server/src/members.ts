import {
  DEFAULT_LIMIT,
  GroupAuth,
  type GroupMemberPage,
  type GroupMemberVO,
  type JoinGroupInput,
  MemberAuth,
  type MemberListQuery,
  type RemoveMemberInput,
  type UpdateMemberInput,
} from '@oj/groups-contract'
import { type DbClient, dbQuery, dbTransaction, pageOf, pageOffset, refuse } from '@oj/sdk/server'
import { and, asc, count, eq, gte, ilike, lte, type SQL } from 'drizzle-orm'
import { Effect } from 'effect'

import {
  adminOf,
  canSee,
  changeRefusal,
  type GroupRow,
  isGroupAdmin,
  isSuperAdmin,
  knownGroup,
  memberOf,
  type MemberRefusal,
  type MemberRow,
  removeRefusal,
} from './access.ts'
import { GroupErrors } from './errors.ts'
import { requireCaller } from './groups.ts'
import { likePattern } from './like.ts'
import { group, member } from './tables.ts'

// Members (spec 3 §2.8, §4, §6): joining by the group's auth, applications, levels, leaving.

const iso = (at: Date | string) => new Date(at).toISOString()

const memberView = (row: MemberRow, showReason: boolean): GroupMemberVO => ({
  id: row.id,
  gid: row.gid,
  uid: row.uid,
  username: row.username,
  auth: row.auth,
  reason: showReason ? row.reason : null,
  gmtCreate: iso(row.gmtCreate),
  gmtModify: iso(row.gmtModified),
})

async function memberPage(db: DbClient, query: MemberListQuery, levels: SQL, showReason: boolean) {
  const current = query.currentPage ?? 1
  const size = query.limit ?? DEFAULT_LIMIT
  const where = and(
    eq(member.gid, query.gid),
    levels,
    query.auth !== undefined ? eq(member.auth, query.auth) : undefined,
    query.keyword ? ilike(member.username, likePattern(query.keyword)) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(member).where(where)
  const rows = await db
    .select()
    .from(member)
    .where(where)
    .orderBy(asc(member.id))
    .limit(size)
    .offset(pageOffset(current, size))
  return pageOf(
    rows.map((r) => memberView(r, showReason)),
    total?.n ?? 0,
    current,
    size,
  ) as GroupMemberPage
}

/** GET /group/get-member-list: members (3-5), for those with access; reasons for admins. */
export const memberList = (query: MemberListQuery) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    return yield* dbQuery(async (db) => {
      const s = await memberOf(db, query.gid, caller)
      return memberPage(db, query, gte(member.auth, MemberAuth.member), isGroupAdmin(s))
    })
  })

/** GET /group/get-apply-list: applications (1-2) with their reasons, for admins. */
export const applyList = (query: MemberListQuery) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    return yield* dbQuery(async (db) => {
      await adminOf(db, query.gid, caller)
      return memberPage(db, query, lte(member.auth, MemberAuth.refused), true)
    })
  })

/** POST /group/member: public groups admit at once; protected and private ones take an application. */
export const joinGroup = (input: JoinGroupInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* dbTransaction(async (tx) => {
      const s = await knownGroup(tx, input.gid, caller)
      if (s.stored === MemberAuth.applying) refuse(GroupErrors.alreadyApplied())
      if (canSee({ level: s.stored }) || s.owner) refuse(GroupErrors.alreadyMember())
      const g = s.group
      if (g.auth === GroupAuth.private && input.code !== g.code) refuse(GroupErrors.wrongCode())
      if (g.auth !== GroupAuth.public && input.reason === undefined) refuse(GroupErrors.reasonRequired())
      const auth = g.auth === GroupAuth.public ? MemberAuth.member : MemberAuth.applying
      const reason = input.reason ?? null
      if (s.stored === MemberAuth.refused)
        await tx
          .update(member)
          .set({ auth, reason, username: caller.username, gmtModified: new Date() })
          .where(and(eq(member.gid, g.id), eq(member.uid, caller.uid)))
      else
        await tx
          .insert(member)
          .values({ gid: g.id, uid: caller.uid, username: caller.username, auth, reason })
    })
    return null
  })

const refusal = (why: MemberRefusal) =>
  why === 'ownerFixed' ? GroupErrors.ownerFixed() : GroupErrors.noPermission()

const targetOf = async (db: DbClient, g: GroupRow, uid: string) => {
  const [row] = await db
    .select()
    .from(member)
    .where(and(eq(member.gid, g.id), eq(member.uid, uid)))
  return row ?? refuse(GroupErrors.memberNotFound())
}

/** PUT /group/member: a member's new level, by spec 3 §6's rules (access.ts: changeRefusal). */
export const changeMember = (input: UpdateMemberInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* dbTransaction(async (tx) => {
      const s = await knownGroup(tx, input.gid, caller)
      const target = await targetOf(tx, s.group, input.uid)
      const why = changeRefusal(s, { auth: target.auth, owner: target.uid === s.group.ownerUid }, input.auth)
      if (why) refuse(refusal(why))
      await tx
        .update(member)
        .set({ auth: input.auth, gmtModified: new Date() })
        .where(eq(member.id, target.id))
    })
    return null
  })

/** DELETE /group/member: removes a member or an application; the owner removed (by a super admin) disbands the group. */
export const removeMember = (input: RemoveMemberInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* dbTransaction(async (tx) => {
      const s = await knownGroup(tx, input.gid, caller)
      if (input.uid === caller.uid && !isSuperAdmin(caller)) {
        if (s.owner) refuse(GroupErrors.ownerCannotExit())
        await targetOf(tx, s.group, input.uid)
        await tx.delete(member).where(and(eq(member.gid, s.group.id), eq(member.uid, input.uid)))
        return
      }
      const target = await targetOf(tx, s.group, input.uid)
      const owner = target.uid === s.group.ownerUid
      const why = removeRefusal(s, { auth: target.auth, owner })
      if (why) refuse(refusal(why))
      if (owner) await tx.delete(group).where(eq(group.id, s.group.id))
      else await tx.delete(member).where(eq(member.id, target.id))
    })
    return null
  })

/** DELETE /group/member/exit: a member leaves (the owner disbands instead). */
export const exitGroup = (query: { readonly gid: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* dbTransaction(async (tx) => {
      const s = await knownGroup(tx, query.gid, caller)
      if (s.owner) refuse(GroupErrors.ownerCannotExit())
      if (s.stored === MemberAuth.none) refuse(GroupErrors.memberNotFound())
      await tx.delete(member).where(and(eq(member.gid, s.group.id), eq(member.uid, caller.uid)))
    })
    return null
  })
