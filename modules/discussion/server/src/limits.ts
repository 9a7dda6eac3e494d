import { POST_INTERVAL_SECONDS, POSTS_PER_DAY } from '@oj/discussion-contract'
import { CATALOG_KEY, ProblemCatalogs } from '@oj/problems-contract'
import {
  type Caller,
  type DbClient,
  Extensions,
  forbidden,
  RateLimits,
  type RateRule,
  refuse,
  SiteSettings,
  tooMany,
} from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { comment, discussion, likeNotice, reply } from './tables.ts'

// Posting limits (issue 15: HOJ's defaultCreateDiscussionDailyLimit when an administrator stored one,
// else 20 a day, and one post per 10 s), per user and per kind: discussions; comments and replies
// together. Administrators are not limited. A user's posts are serialised by a transaction lock, so two
// at once cannot both pass.

export type PostKind = 'discussion' | 'comment'

export interface PostLimits {
  readonly perDay: number
  readonly intervalSeconds: number
}

/** The limits of a kind: discussions follow the site's daily limit when one is stored. */
export const postLimits = (kind: PostKind) =>
  Effect.gen(function* () {
    if (kind === 'comment') return { perDay: POSTS_PER_DAY, intervalSeconds: POST_INTERVAL_SECONDS }
    const stored = yield* (yield* SiteSettings)
      .get('defaultCreateDiscussionDailyLimit')
      .pipe(Effect.orElseSucceed(() => undefined))
    const perDay =
      typeof stored === 'number' && Number.isInteger(stored) && stored > 0 ? stored : POSTS_PER_DAY
    return { perDay, intervalSeconds: POST_INTERVAL_SECONDS }
  })

const SOLVED_SETTING: Record<PostKind, string> = {
  discussion: 'defaultCreateDiscussionACInitValue',
  comment: 'defaultCreateCommentACInitValue',
}

/**
 * Refuses (403) a user who has solved fewer problems (distinct, outside contests) than the site asks
 * before one posts a discussion, or comments and replies outside contests (HOJ's AC thresholds).
 * The caller checks that they are no administrator; without the problems module there is nothing
 * to count, and no threshold.
 */
export const keepSolvedThreshold = (caller: Caller, kind: PostKind) =>
  Effect.gen(function* () {
    const stored = yield* (yield* SiteSettings)
      .get(SOLVED_SETTING[kind])
      .pipe(Effect.orElseSucceed(() => undefined))
    const needed = typeof stored === 'number' && Number.isInteger(stored) ? stored : 0
    if (needed <= 0) return
    const catalog = (yield* Extensions).get(ProblemCatalogs, CATALOG_KEY)
    if (!catalog) return
    const solved = yield* catalog.value.solvedCount(caller.uid)
    if (solved < needed) return yield* Effect.fail(LimitErrors.solveFirst(kind, needed))
  })

const LimitErrors = {
  solveFirst: (kind: PostKind, n: number) =>
    kind === 'discussion'
      ? forbidden(
          'discussion.error.solveFirstToPost',
          'Sorry, you cannot post yet: get at least {n} problems accepted first',
          { n },
        )
      : forbidden(
          'discussion.error.solveFirstToComment',
          'Sorry, you cannot comment yet: get at least {n} problems accepted first',
          { n },
        ),
  tooFast: (seconds: number) =>
    tooMany('discussion.error.tooFast', `You are posting too fast: please wait {seconds} s`, { seconds }),
  daily: (limit: number) =>
    tooMany('discussion.error.dailyLimit', `You may post at most {limit} of these a day`, { limit }),
} as const

/** Refuses (429) a post over the limits; runs inside the post's transaction. */
export async function keepPostLimits(
  tx: DbClient,
  uid: string,
  kind: PostKind,
  limits: PostLimits,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`discussion-post:${kind}:${uid}`}))`)
  const recent =
    kind === 'discussion'
      ? sql`select ${discussion.gmtCreate} as at from ${discussion}
            where ${discussion.uid} = ${uid} and ${discussion.gmtCreate} > now() - interval '1 day'`
      : sql`select ${comment.gmtCreate} as at from ${comment}
              where ${comment.fromUid} = ${uid} and ${comment.gmtCreate} > now() - interval '1 day'
            union all
            select ${reply.gmtCreate} as at from ${reply}
              where ${reply.fromUid} = ${uid} and ${reply.gmtCreate} > now() - interval '1 day'`
  const result = await tx.execute(sql`select max(at) as last, count(*)::int as n from (${recent}) posts`)
  const row = (result as unknown as { rows: Array<{ last: string | Date | null; n: number }> }).rows[0]
  const last = row?.last ? new Date(row.last).getTime() : undefined
  if (last !== undefined) {
    const waited = (Date.now() - last) / 1000
    if (waited < limits.intervalSeconds)
      refuse(LimitErrors.tooFast(Math.ceil(limits.intervalSeconds - waited)))
  }
  if ((row?.n ?? 0) >= limits.perDay) refuse(LimitErrors.daily(limits.perDay))
}

const MINUTE = 60_000

/**
 * Per-user limits of the calls that write without posting (the platform's RateLimits): like and
 * unlike toggles, and reports (each stored for the administrators to read).
 */
export const ActionRules = {
  likes: { name: 'discussion.like-user', limit: 30, windowMs: MINUTE },
  reports: { name: 'discussion.report-user', limit: 10, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateRule>

/** Counts one action of the user against its rule: 429 once its allowance is spent. */
export const limitAction = (rule: RateRule, uid: string) =>
  Effect.gen(function* () {
    yield* (yield* RateLimits).hit(rule, uid)
  })

/**
 * Whether this like is the first of the liker on the item, who then tells its author (in the like's
 * transaction): one message per liker and item, whatever the toggles.
 */
export async function firstLike(
  tx: DbClient,
  kind: 'discussion' | 'comment',
  itemId: number,
  uid: string,
): Promise<boolean> {
  const noted = await tx
    .insert(likeNotice)
    .values({ kind, itemId, uid })
    .onConflictDoNothing()
    .returning({ uid: likeNotice.uid })
  return noted.length > 0
}
