import type { MessageCatalogue } from '@oj/sdk/server'

export const userHomeMessages: MessageCatalogue = {
  'zh-CN': {
    'userHome.user.notFound': '该用户不存在',
    'userHome.user.whoRequired': '请登录，或指定要查看的用户（uid 或 username）',
  },
  en: {
    'userHome.user.notFound': 'The user does not exist',
    'userHome.user.whoRequired': 'Please log in, or name the user to show (uid or username)',
  },
}
