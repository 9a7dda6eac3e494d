import { POST_INTERVAL_SECONDS, POSTS_PER_DAY } from '@oj/discussion-contract'
import { type DbClient, refuse, SiteSettings, tooMany } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { comment, discussion, reply } from './tables.ts'

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

const LimitErrors = {
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
