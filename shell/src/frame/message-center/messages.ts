// The message center's calls (MessagesApi) and what the list does with their replies.
import type { EndpointOutput, Locale, ModuleDescriptor } from '@oj/sdk'
import { MessagesApi } from '@oj/sdk/api'

import type { MessageType } from './unread.ts'

/** A comment, reply or like message (HOJ's UserMsgVO). */
export type SenderMessage = EndpointOutput<typeof MessagesApi.comment>['records'][number]
/** A system or personal notice (HOJ's SysMsgVO). */
export type NoticeMessage = EndpointOutput<typeof MessagesApi.sys>['records'][number]
export type AnyMessage = SenderMessage | NoticeMessage

/** The list call of each category. */
export const LIST_CALLS = {
  comment: MessagesApi.comment,
  reply: MessagesApi.reply,
  like: MessagesApi.like,
  sys: MessagesApi.sys,
  mine: MessagesApi.mine,
} as const satisfies Record<MessageType, unknown>

/** How many of a page's messages were unread when it was fetched (the server marks them read). */
export function unreadIn(records: ReadonlyArray<Pick<AnyMessage, 'state'>>): number {
  return records.filter((m) => !m.state).length
}

/** The page to show after deleting from `page`: the one before when the last row of a later page went. */
export function pageAfterDelete(page: number, rowsOnPage: number, deleted: number): number {
  return page > 1 && rowsOnPage - deleted <= 0 ? page - 1 : page
}

/**
 * The action text's message id, by category, then what the sender acted on (HOJ's actions). Each
 * text names the source with the `{source}` placeholder: the frame knows no source of its own.
 */
export function actionMessageId(type: MessageType, message: Pick<SenderMessage, 'action'>): string {
  if (type === 'reply') return 'frame.msg.action.reply'
  if (type === 'like')
    return /discuss|comment/i.test(message.action) && !/post/i.test(message.action)
      ? 'frame.msg.action.likeComment'
      : 'frame.msg.action.likePost'
  return 'frame.msg.action.comment'
}

/**
 * The name of a message's source in the interface language, as the module that registers that
 * source type labels it (its descriptor's `messageSources`); the type itself when no enabled
 * module registers it any more.
 */
export function sourceLabel(
  sourceType: string,
  modules: ReadonlyArray<Pick<ModuleDescriptor, 'messageSources'>>,
  locale: Locale,
): string {
  for (const module of modules) {
    const source = module.messageSources.find((s) => s.type === sourceType)
    if (source) return source.label[locale]
  }
  return sourceType
}

export function isSenderMessage(message: AnyMessage): message is SenderMessage {
  return 'senderUsername' in message
}
