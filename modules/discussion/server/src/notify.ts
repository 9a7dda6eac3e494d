import { MESSAGE_SOURCE } from '@oj/discussion-contract'
import { Inbox, type InteractionMessage, Users } from '@oj/sdk/server'
import { Effect } from 'effect'

// Messages to the message center (spec 2 §3 Message; issue 15 §4): a comment on my discussion, a reply
// to me, a like of my discussion or comment, and an @mention, through the platform's Inbox (which drops
// a message to its own sender). They are sent after the post is stored; a message that cannot be
// written is logged, never a failure of the post.

/** Most users one post may mention. */
const MENTIONS_MAX = 10
/** Longest text a message quotes. */
const EXCERPT_MAX = 200

/** The usernames mentioned (`@name`, ended by a space or punctuation), in order, without repeats. */
export function mentionedNames(content: string): Array<string> {
  const names = new Set<string>()
  for (const match of content.matchAll(/(?:^|[^\p{L}\p{N}_@])@([\p{L}\p{N}_.-]{1,50})/gu)) {
    const name = (match[1] ?? '').replace(/[.-]+$/, '')
    if (name) names.add(name)
    if (names.size >= MENTIONS_MAX) break
  }
  return [...names]
}

export const excerpt = (text: string): string =>
  text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text

/** What every message about one discussion shares. */
export interface AboutDiscussion {
  readonly did: number
  readonly title: string
  readonly url: string
}

type Message = Omit<InteractionMessage, 'sourceType' | 'sourceId' | 'sourceTitle' | 'url'>

/** Sends the messages (in order), each about the discussion. */
export const send = (about: AboutDiscussion, messages: ReadonlyArray<Message>) =>
  Effect.gen(function* () {
    const inbox = yield* Inbox
    for (const message of messages) {
      yield* inbox
        .interaction({
          ...message,
          sourceContent: excerpt(message.sourceContent),
          ...(message.quoteContent === undefined ? {} : { quoteContent: excerpt(message.quoteContent) }),
          sourceType: MESSAGE_SOURCE,
          sourceId: about.did,
          sourceTitle: about.title,
          url: about.url,
        })
        .pipe(Effect.catchCause((cause) => Effect.logError('discussion: a message was not written', cause)))
    }
  })

/**
 * The mention messages of a post: one 'reply' message to each user named with `@` who exists, is not
 * the writer and gets no other message about this post (`notified`).
 */
export const mentionMessages = (
  content: string,
  senderUid: string,
  notified: ReadonlyArray<string>,
  quote?: Pick<InteractionMessage, 'quoteId' | 'quoteType' | 'quoteContent'>,
) =>
  Effect.gen(function* () {
    const names = mentionedNames(content)
    if (names.length === 0) return []
    const found = yield* (yield* Users)
      .byUsernames(names)
      .pipe(
        Effect.catchCause((cause) =>
          Effect.logError('discussion: mention lookup failed', cause).pipe(Effect.as(new Map())),
        ),
      )
    const messages: Array<Message> = []
    for (const profile of found.values()) {
      if (profile.uid === senderUid || notified.includes(profile.uid)) continue
      messages.push({
        category: 'reply',
        recipientUid: profile.uid,
        senderUid,
        sourceContent: content,
        ...quote,
      })
    }
    return messages
  })
