import type { DbClient, DbShape, InboxShape, InteractionMessage } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { userInfo } from '../accounts/users/tables.ts'
import { msgInteraction, msgNotice, msgUserNotice } from './tables.ts'

/** HOJ's action names, which the web app shows ("commented on", "replied to", "liked"). */
const actionOf = (message: InteractionMessage): string => {
  if (message.category === 'comment') return 'Discuss'
  if (message.category === 'reply') return 'Reply'
  return message.quoteId === undefined ? 'Like_Post' : 'Like_Discuss'
}

/** Writes the interaction message unless the sender is the recipient or either is unknown. */
async function writeInteraction(db: DbClient, message: InteractionMessage): Promise<void> {
  if (message.senderUid === message.recipientUid) return
  const known = await db
    .select({ uuid: userInfo.uuid })
    .from(userInfo)
    .where(sql`${userInfo.uuid} in (${message.recipientUid}, ${message.senderUid})`)
  if (known.length < 2) return
  await db.insert(msgInteraction).values({
    category: message.category,
    action: actionOf(message),
    recipientId: message.recipientUid,
    senderId: message.senderUid,
    sourceType: message.sourceType,
    sourceId: message.sourceId,
    sourceTitle: message.sourceTitle,
    sourceContent: message.sourceContent,
    quoteId: message.quoteId ?? null,
    quoteType: message.quoteType ?? null,
    quoteContent: message.quoteContent ?? null,
    url: message.url,
  })
}

/** Writes a message to the user's 'mine' box; nothing when the user does not exist. */
async function writeMine(
  db: DbClient,
  uid: string,
  message: { readonly title: string; readonly content: string },
): Promise<void> {
  await db.execute(sql`
    insert into ${msgUserNotice} (recipient_id, box, title, content)
    select ${userInfo.uuid}, 'mine', ${message.title}, ${message.content}
    from ${userInfo} where ${userInfo.uuid} = ${uid}`)
}

/**
 * Hands the user their copies of the 'All' notices sent since they registered and not yet copied
 * (a deleted copy stays, marked, so it is not handed out again). Cheap when there is nothing new.
 */
export async function copyAllNotices(db: DbClient, uid: string): Promise<void> {
  await db.execute(sql`
    insert into ${msgUserNotice} (recipient_id, box, notice_id, gmt_create)
    select u.uuid, 'sys', n.id, n.gmt_create
    from ${msgNotice} n join ${userInfo} u on u.uuid = ${uid}
    where n.type = 'All' and n.gmt_create >= u.gmt_create
    on conflict (recipient_id, notice_id) do nothing`)
}

/**
 * The Inbox service over the platform's message tables. `sourceTypes` are the message sources the
 * enabled modules register: the message center can name only those, so a message about anything
 * else is a defect of the sending module, reported as such rather than stored.
 */
export const openInbox = (db: DbShape, sourceTypes: ReadonlySet<string>): InboxShape => ({
  notify: (uid, message) => db.use((client) => writeMine(client, uid, message)),
  interaction: (message) =>
    sourceTypes.has(message.sourceType)
      ? db.use((client) => writeInteraction(client, message))
      : Effect.die(
          new Error(
            `The Inbox got a message about '${message.sourceType}', a source type no enabled module ` +
              `registers (registered: ${[...sourceTypes].join(', ') || 'none'}); the sending module must ` +
              `declare it in its web.messageSources`,
          ),
        ),
})

/** The message source types the enabled modules register (their `web.messageSources`). */
export const registeredSourceTypes = (
  modules: ReadonlyArray<{
    readonly web?: { readonly messageSources?: ReadonlyArray<{ readonly type: string }> }
  }>,
): ReadonlySet<string> => new Set(modules.flatMap((m) => (m.web?.messageSources ?? []).map((s) => s.type)))
