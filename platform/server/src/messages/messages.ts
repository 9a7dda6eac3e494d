import type { MessageCatalogue } from '@oj/sdk/server'

const zh = {
  'messages.clean.badType': '消息类型 type 只能是 comment、reply、like、sys 或 mine',
  'messages.notice.titleRequired': '标题不能为空',
  'messages.notice.titleTooLong': '标题不能超过 255 个字符',
  'messages.notice.contentRequired': '内容不能为空',
  'messages.notice.contentTooLong': '内容不能超过 65535 个字符',
  'messages.notice.badType': '通知类型只能是 All、Single 或 Nominated',
  'messages.notice.recipientsInvalid': '接收者应为用户名列表',
  'messages.notice.recipientsRequired': '请至少指定一个接收者',
  'messages.notice.singleNeedsOne': '单人通知只能有一个接收者',
  'messages.notice.unknownUsers': '以下用户不存在：{names}',
}

const en: Record<keyof typeof zh, string> = {
  'messages.clean.badType': 'The message type must be comment, reply, like, sys or mine',
  'messages.notice.titleRequired': 'The title is required',
  'messages.notice.titleTooLong': 'The title can not exceed 255 characters',
  'messages.notice.contentRequired': 'The content is required',
  'messages.notice.contentTooLong': 'The content can not exceed 65535 characters',
  'messages.notice.badType': 'The notice type must be All, Single or Nominated',
  'messages.notice.recipientsInvalid': 'The recipients must be a list of usernames',
  'messages.notice.recipientsRequired': 'Name at least one recipient',
  'messages.notice.singleNeedsOne': 'A Single notice needs exactly one recipient',
  'messages.notice.unknownUsers': 'No such users: {names}',
}

export const messagesMessages: MessageCatalogue = { 'zh-CN': zh, en }
