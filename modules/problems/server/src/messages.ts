import type { MessageCatalogue } from '@oj/sdk/server'

/** Server-side texts of the module (error replies), by message id. */
export const messages: MessageCatalogue = {
  'zh-CN': {
    'problems.error.queryFailed': '查询题目失败，请稍后再试！',
  },
  en: {
    'problems.error.queryFailed': 'Failed to query problems, please try again later!',
  },
}
