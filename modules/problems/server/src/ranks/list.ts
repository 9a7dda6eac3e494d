import {
  ACM_RANK_DEFAULT_LIMIT,
  OI_RANK_DEFAULT_LIMIT,
  type RankListQuery,
  type RankPage,
  type RankRow,
  RankType,
} from '@oj/problems-contract'
import { unknownProfile } from '@oj/sdk'
import { type DbClient, type DbError, pageOf, pageOffset, type PublicProfile, Users } from '@oj/sdk/server'
import { and, asc, count, desc, eq, gt, ilike, or, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { userRank } from './tables.ts'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * One page of the general ranks from the kept `user_rank` rows (no submission is read): ACM by
 * accepted problems, then fewer submissions; OI by rank score, then the same. Profile fields are
 * null here; `withRankProfiles` fills them in.
 */
export async function rankList(db: DbClient, query: RankListQuery): Promise<RankPage> {
  const isOi = query.type === RankType.oi
  const current = query.currentPage ?? 1
  const size = query.limit ?? (isOi ? OI_RANK_DEFAULT_LIMIT : ACM_RANK_DEFAULT_LIMIT)
  const pattern = query.searchUser ? `%${escapeLike(query.searchUser)}%` : undefined
  const where = and(
    gt(userRank.total, 0),
    pattern
      ? or(
          ilike(userRank.username, pattern),
          ilike(userRank.nickname, pattern),
          ilike(userRank.realname, pattern),
        )
      : undefined,
  )
  const [totalRow] = await db.select({ total: count() }).from(userRank).where(where)
  const order = isOi
    ? [desc(userRank.score), desc(userRank.ac), asc(userRank.total), asc(userRank.uid)]
    : [desc(userRank.ac), asc(userRank.total), asc(userRank.uid)]
  const rows = await db
    .select({
      uid: userRank.uid,
      username: userRank.username,
      ac: userRank.ac,
      total: userRank.total,
      score: userRank.score,
    })
    .from(userRank)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset(pageOffset(current, size))
  // Contest ratings are not kept here (HOJ's ACMRankVO.rating): null.
  const records = rows.map((r) => ({ ...unknownProfile(r.uid, r.username), ...r, rating: null }))
  return pageOf(records, Number(totalRow?.total ?? 0), current, size)
}

/**
 * The page with the users' current public profiles from one Users lookup (and the profiles, so that
 * the searchable copies can be refreshed).
 */
export const withRankProfiles = (
  page: RankPage,
): Effect.Effect<{ page: RankPage; profiles: ReadonlyArray<PublicProfile> }, DbError, Users> =>
  Effect.gen(function* () {
    const profiles = yield* (yield* Users).profiles(page.records.map((r) => r.uid))
    const records: Array<RankRow> = page.records.map((row) => {
      const p = profiles.get(row.uid)
      return p ? { ...row, ...p } : row
    })
    return { page: { ...page, records }, profiles: [...profiles.values()] }
  })

/**
 * Refreshes the searchable copies of these users' names. A copy already current is not written
 * (names rarely change, and every verdict that counts in the ranks asks for this).
 */
export async function refreshCopies(db: DbClient, profiles: ReadonlyArray<PublicProfile>): Promise<void> {
  for (const p of profiles) {
    await db
      .update(userRank)
      .set({ username: p.username, nickname: p.nickname, realname: p.realname })
      .where(
        and(
          eq(userRank.uid, p.uid),
          sql`(${userRank.username}, ${userRank.nickname}, ${userRank.realname}) is distinct from (${p.username}::varchar, ${p.nickname}::varchar, ${p.realname}::varchar)`,
        ),
      )
  }
}
