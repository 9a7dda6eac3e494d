import {
  type CreateGroupInput,
  GROUP_LIST_LIMIT,
  GroupAuth,
  type GroupListQuery,
  type GroupPage,
  type GroupVO,
  MemberAuth,
  type UpdateGroupInput,
} from '@oj/groups-contract'
import {
  type Caller,
  type DbClient,
  dbQuery,
  dbTransaction,
  Errors,
  isUniqueViolation,
  pageOf,
  pageOffset,
  readSetting,
  refuse,
  RequestContext,
} from '@oj/sdk/server'
import { and, count, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { canSee, type GroupRow, isGroupAdmin, isSuperAdmin, knownGroup, rootOf } from './access.ts'
import { catalog } from './catalog.ts'
import { GroupErrors } from './errors.ts'
import { likePattern } from './like.ts'
import { createThreshold, dailyLimit, totalLimit } from './settings.ts'
import { group, member } from './tables.ts'

// The group calls of spec 3 §2.1, §2.9, §7: the list, a group's detail, the caller's relation,
// creating (within the site's quotas), changing and disbanding.

const iso = (at: Date | string) => new Date(at).toISOString()

export const requireCaller = Effect.gen(function* () {
  const { caller } = yield* RequestContext
  if (!caller) return yield* Effect.fail(Errors.loginFirst())
  return caller
})

const optionalCaller = Effect.gen(function* () {
  const { caller } = yield* RequestContext
  return caller
})

/** HOJ's Group; the invitation code for the group's admins only. */
export const groupView = (row: GroupRow, showCode: boolean) => ({
  id: row.id,
  avatar: row.avatar,
  name: row.name,
  shortName: row.shortName,
  brief: row.brief,
  description: row.description,
  owner: row.owner,
  uid: row.ownerUid,
  auth: row.auth,
  visible: row.visible,
  status: row.status,
  code: showCode ? row.code : null,
  gmtCreate: iso(row.gmtCreate),
  gmtModified: iso(row.gmtModified),
})

/** Members (levels 3-5) of groups, by gid. */
async function memberCounts(db: DbClient, gids: ReadonlyArray<number>): Promise<Map<number, number>> {
  if (gids.length === 0) return new Map()
  const rows = await db
    .select({ gid: member.gid, n: count() })
    .from(member)
    .where(and(inArray(member.gid, [...gids]), gte(member.auth, MemberAuth.member)))
    .groupBy(member.gid)
  return new Map(rows.map((r) => [r.gid, r.n]))
}

/** The groups the user is a member (3-5) of. */
const myGroups = (uid: string) =>
  sql`${group.id} in (select ${member.gid} from ${member} where ${member.uid} = ${uid} and ${member.auth} >= ${MemberAuth.member})`

/** GET /get-group-list: normal groups, hidden ones for their members; super admins see every one. */
export const listGroups = (query: GroupListQuery) =>
  Effect.gen(function* () {
    const caller = yield* optionalCaller
    if (query.onlyMine && !caller) return yield* Effect.fail(Errors.loginFirst())
    const current = query.currentPage ?? 1
    const size = query.limit ?? GROUP_LIST_LIMIT
    return yield* dbQuery(async (db): Promise<GroupPage> => {
      const mine = caller ? myGroups(caller.uid) : undefined
      const shown: SQL | undefined = isSuperAdmin(caller)
        ? undefined
        : and(eq(group.status, 0), mine ? or(eq(group.visible, true), mine) : eq(group.visible, true))
      const where = and(
        shown,
        query.onlyMine && mine ? or(mine, eq(group.ownerUid, caller!.uid)) : undefined,
        query.auth !== undefined ? eq(group.auth, query.auth) : undefined,
        query.keyword
          ? or(
              ilike(group.name, likePattern(query.keyword)),
              ilike(group.shortName, likePattern(query.keyword)),
              ilike(group.brief, likePattern(query.keyword)),
            )
          : undefined,
      )
      const [total] = await db.select({ n: count() }).from(group).where(where)
      const rows = await db
        .select()
        .from(group)
        .where(where)
        .orderBy(desc(group.id))
        .limit(size)
        .offset(pageOffset(current, size))
      const counts = await memberCounts(
        db,
        rows.map((r) => r.id),
      )
      const records = rows.map((r): GroupVO => ({
        id: r.id,
        avatar: r.avatar,
        owner: r.owner,
        name: r.name,
        shortName: r.shortName,
        brief: r.brief,
        description: r.description,
        auth: r.auth,
        visible: r.visible,
        memberCount: counts.get(r.id) ?? 0,
        gmtCreate: iso(r.gmtCreate),
      }))
      return pageOf(records, total?.n ?? 0, current, size)
    })
  })

/** GET /get-group-detail */
export const groupDetail = (query: { readonly gid: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    return yield* dbQuery(async (db) => {
      const s = await knownGroup(db, query.gid, caller)
      return groupView(s.group, isGroupAdmin(s))
    })
  })

/** GET /get-group-access */
export const groupAccess = (query: { readonly gid: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    return yield* dbQuery(async (db) => ({ access: canSee(await knownGroup(db, query.gid, caller)) }))
  })

/** GET /get-group-auth: the caller's level (0 none; the owner and super admins 5). */
export const groupAuth = (query: { readonly gid: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    return yield* dbQuery(async (db) => (await knownGroup(db, query.gid, caller)).level)
  })

const startOfDay = () => {
  const d = new Date()
  d.setHours(0, 0, 0, 0)
  return d
}

/** The code a group of this auth keeps: required (6 characters) unless public. */
const codeFor = (auth: number, code: string | undefined, before: string | null): string | null => {
  if (auth === GroupAuth.public) return code ?? before
  const kept = code ?? before
  return kept && kept.length === 6 ? kept : refuse(GroupErrors.codeRequired())
}

/** Whether the caller may create one more group now (super admins always). */
const checkQuota = (caller: Caller) =>
  Effect.gen(function* () {
    if (isSuperAdmin(caller)) return
    const threshold = yield* readSetting(createThreshold)
    if (threshold > 0) {
      const solved = yield* (yield* catalog).solvedCount(caller.uid)
      if (solved < threshold) return yield* Effect.fail(GroupErrors.solvedTooFew(threshold))
    }
    const daily = yield* readSetting(dailyLimit)
    const total = yield* readSetting(totalLimit)
    const [today, owned] = yield* dbQuery((db) =>
      Promise.all([
        db
          .select({ n: count() })
          .from(group)
          .where(and(eq(group.ownerUid, caller.uid), gte(group.gmtCreate, startOfDay()))),
        db.select({ n: count() }).from(group).where(eq(group.ownerUid, caller.uid)),
      ]),
    )
    if ((today[0]?.n ?? 0) >= daily) return yield* Effect.fail(GroupErrors.dailyLimit(daily))
    if ((owned[0]?.n ?? 0) >= total) return yield* Effect.fail(GroupErrors.totalLimit(total))
  })

const shortNameTaken = async (db: DbClient, shortName: string, except?: number) => {
  const rows = await db
    .select({ id: group.id })
    .from(group)
    .where(sql`lower(${group.shortName}) = lower(${shortName})`)
  return rows.some((r) => r.id !== except)
}

/** POST /group: the caller owns the new group and is its root member. */
export const createGroup = (input: CreateGroupInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* checkQuota(caller)
    yield* dbTransaction(async (tx) => {
      if (await shortNameTaken(tx, input.shortName)) refuse(GroupErrors.shortNameTaken())
      const inserted = await tx
        .insert(group)
        .values({
          name: input.name,
          shortName: input.shortName,
          brief: input.brief,
          description: input.description,
          auth: input.auth,
          code: codeFor(input.auth, input.code, null),
          visible: input.visible ?? true,
          owner: caller.username,
          ownerUid: caller.uid,
        })
        .returning({ id: group.id })
        .catch((e: unknown) =>
          isUniqueViolation(e, 'group_short_name') ? refuse(GroupErrors.shortNameTaken()) : Promise.reject(e),
        )
      await tx
        .insert(member)
        .values({ gid: inserted[0]!.id, uid: caller.uid, username: caller.username, auth: MemberAuth.root })
    })
    return null
  })

/** PUT /group: the group's root (a root member, the owner, a super admin); the status a super admin's only. */
export const updateGroup = (input: UpdateGroupInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* dbTransaction(async (tx) => {
      const s = await rootOf(tx, input.id, caller)
      if (input.status !== undefined && !s.superAdmin) refuse(GroupErrors.noPermission())
      if (input.shortName !== undefined && (await shortNameTaken(tx, input.shortName, s.group.id)))
        refuse(GroupErrors.shortNameTaken())
      const auth = input.auth ?? s.group.auth
      await tx
        .update(group)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.shortName !== undefined ? { shortName: input.shortName } : {}),
          ...(input.brief !== undefined ? { brief: input.brief } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.visible !== undefined ? { visible: input.visible } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          auth,
          code: codeFor(auth, input.code, s.group.code),
          gmtModified: new Date(),
        })
        .where(eq(group.id, s.group.id))
    })
    return null
  })

/** DELETE /group: its owner or a super admin. */
export const disbandGroup = (query: { readonly gid: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* dbTransaction(async (tx) => {
      const s = await knownGroup(tx, query.gid, caller)
      if (!s.owner && !s.superAdmin) refuse(GroupErrors.noPermission())
      await tx.delete(group).where(eq(group.id, s.group.id))
    })
    return null
  })
