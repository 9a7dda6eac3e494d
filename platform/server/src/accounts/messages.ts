import type { MessageCatalogue } from '@oj/sdk/server'

export const accountsMessages: MessageCatalogue = {
  'zh-CN': {
    'accounts.login.usernameRequired': '用户名不能为空',
    'accounts.login.usernameTooLong': '用户名长度不能超过 20 个字符',
    'accounts.login.passwordRequired': '密码不能为空',
    'accounts.login.passwordLength': '密码长度应为 6 到 20 个字符',
    'accounts.login.wrongPassword': '用户名或密码错误！请注意大小写！',
    'accounts.login.verifyRequired': '操作过于频繁，可能是机器操作！请重新验证！',
    'accounts.login.disabled': '该账户已被封禁，请联系管理员进行处理！',
  },
  en: {
    'accounts.login.usernameRequired': 'The username is required',
    'accounts.login.usernameTooLong': 'The username can be at most 20 characters long',
    'accounts.login.passwordRequired': 'The password is required',
    'accounts.login.passwordLength': 'The password must be 6 to 20 characters long',
    'accounts.login.wrongPassword': 'Please check your username or password',
    'accounts.login.verifyRequired': 'Speed too fast, may be machine operation! Please verify again!',
    'accounts.login.disabled': 'Your account has been disabled; please contact the administrator',
  },
}
