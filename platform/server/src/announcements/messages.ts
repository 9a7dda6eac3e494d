import type { MessageCatalogue } from '@oj/sdk/server'

const zh = {
  'announcements.title.required': '标题不能为空',
  'announcements.title.tooLong': '标题不能超过 255 个字符',
  'announcements.content.required': '内容不能为空',
  'announcements.content.tooLong': '内容不能超过 65535 个字符',
  'announcements.status.invalid': '状态只能是 0（显示）或 1（隐藏）',
}

const en: Record<keyof typeof zh, string> = {
  'announcements.title.required': 'The title is required',
  'announcements.title.tooLong': 'The title can not exceed 255 characters',
  'announcements.content.required': 'The content is required',
  'announcements.content.tooLong': 'The content can not exceed 65535 characters',
  'announcements.status.invalid': 'The status must be 0 (shown) or 1 (hidden)',
}

export const announcementsMessages: MessageCatalogue = { 'zh-CN': zh, en }
