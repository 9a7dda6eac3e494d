// The message center's calls (notes/shapes.md, Messages) and what the list does with their replies.
import type { Page } from '@oj/sdk'

import type { MessageType } from './unread.ts'

/** A comment, reply or like message (GET /msg/comment | reply | like). */
export interface SenderMessage {
  readonly id: number
  /** Read; unread while falsy (spec 2 §4). */
  readonly state: boolean
  readonly senderId: string
  readonly senderUsername: string
  readonly senderAvatar?: string | null
  readonly action: string
  readonly sourceType: string
  readonly sourceId: number
  readonly sourceTitle: string
  readonly sourceContent?: string | null
  readonly quoteId?: number | null
  readonly quoteContent?: string | null
  readonly url: string
  readonly gmtCreate: string
}

/** A system or personal notice (GET /msg/sys | mine). */
export interface NoticeMessage {
  readonly id: number
  readonly state: boolean
  readonly title: string
  /** Markdown. */
  readonly content: string
  readonly gmtCreate: string
}

export type AnyMessage = SenderMessage | NoticeMessage

export type MessagePage = Page<AnyMessage>

export const listPath = (type: MessageType): string => `/msg/${type}`

export const CLEAN_PATH = '/msg/clean'

/** The query of DELETE /msg/clean: one message, or every message of the type without `id`. */
export function cleanQuery(type: MessageType, id?: number): Readonly<Record<string, unknown>> {
  return id === undefined ? { type } : { type, id }
}

/** How many of a page's messages were unread when it was fetched (the server marks them read). */
export function unreadIn(records: ReadonlyArray<Pick<AnyMessage, 'state'>>): number {
  return records.filter((m) => !m.state).length
}

/** The page to show after deleting from `page`: the one before when the last row of a later page went. */
export function pageAfterDelete(page: number, rowsOnPage: number, deleted: number): number {
  return page > 1 && rowsOnPage - deleted <= 0 ? page - 1 : page
}

/** The action text's message id, by category, then what the sender acted on (HOJ's actions). */
export function actionMessageId(
  type: MessageType,
  message: Pick<SenderMessage, 'action' | 'sourceType'>,
): string {
  if (type === 'reply') return 'frame.msg.action.reply'
  if (type === 'like')
    return /discuss|comment/i.test(message.action) && !/post/i.test(message.action)
      ? 'frame.msg.action.likeComment'
      : 'frame.msg.action.likePost'
  return message.sourceType.toLowerCase() === 'contest'
    ? 'frame.msg.action.commentContest'
    : 'frame.msg.action.commentDiscussion'
}

export function isSenderMessage(message: AnyMessage): message is SenderMessage {
  return 'senderUsername' in message
}
