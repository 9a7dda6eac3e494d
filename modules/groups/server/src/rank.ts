import {
  GROUP_RANK_LIMIT,
  type GroupRankQuery,
  type GroupRankRow,
  MemberAuth,
  RankType,
} from '@oj/groups-contract'
import { dbQuery, Errors, pageOf, pageOffset, Users } from '@oj/sdk/server'
import { and, eq, gte } from 'drizzle-orm'
import { Effect } from 'effect'

import { memberOf } from './access.ts'
import { catalog } from './catalog.ts'
import { requireCaller } from './groups.ts'
import { member } from './tables.ts'

// The group rank (spec 3 §2.10): the members (3-5) by their submissions made in the group, ACM (type
// 0: solved, then fewer submissions) or OI (type 1: the sum of their best scores), 30 a page.

export const groupRank = (query: GroupRankQuery) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const members = yield* dbQuery(async (db) => {
      await memberOf(db, query.gid, caller)
      return db
        .select({ uid: member.uid, username: member.username })
        .from(member)
        .where(and(eq(member.gid, query.gid), gte(member.auth, MemberAuth.member)))
    })
    const figures = new Map(
      (yield* (yield* catalog).scopeFigures({ param: 'gid', id: query.gid })).map((f) => [f.uid, f]),
    )
    const profiles = yield* (yield* Users)
      .profiles(members.map((m) => m.uid))
      .pipe(Effect.mapError(() => Errors.server()))
    const needle = query.searchUser?.toLowerCase()
    const rows: Array<GroupRankRow> = members
      .map((m) => {
        const p = profiles.get(m.uid)
        const f = figures.get(m.uid)
        return {
          uid: m.uid,
          username: p?.username ?? m.username,
          nickname: p?.nickname ?? null,
          signature: p?.signature ?? null,
          avatar: p?.avatar ?? null,
          titleName: p?.titleName ?? null,
          titleColor: p?.titleColor ?? null,
          score: f?.score ?? 0,
          total: f?.total ?? 0,
          ac: f?.ac ?? 0,
        }
      })
      .filter(
        (r) =>
          !needle ||
          r.username.toLowerCase().includes(needle) ||
          (r.nickname ?? '').toLowerCase().includes(needle),
      )
    rows.sort((a, b) =>
      query.type === RankType.oi
        ? b.score - a.score || b.ac - a.ac || a.username.localeCompare(b.username)
        : b.ac - a.ac || a.total - b.total || a.username.localeCompare(b.username),
    )
    const current = query.currentPage ?? 1
    const size = query.limit ?? GROUP_RANK_LIMIT
    const start = pageOffset(current, size)
    return pageOf(rows.slice(start, start + size), rows.length, current, size)
  })
