import type { MessageCatalogue } from '@oj/sdk/server'

/** The module's server texts: error replies, and the labels of its nav entry and area tabs. */
export const messages: MessageCatalogue = {
  'zh-CN': {
    'contests.nav': 'Contests',
    'contests.area.overview': '概览',
    'contests.area.notes': '笔记',
    'contests.error.titleRequired': '标题不能为空',
    'contests.error.titleTooLong': '标题不能超过 200 个字符',
    'contests.error.noteNotFound': '该笔记不存在',
  },
  en: {
    'contests.nav': 'Contests',
    'contests.area.overview': 'Overview',
    'contests.area.notes': 'Notes',
    'contests.error.titleRequired': 'The title is required',
    'contests.error.titleTooLong': 'The title may have at most 200 characters',
    'contests.error.noteNotFound': 'The note does not exist',
  },
}
