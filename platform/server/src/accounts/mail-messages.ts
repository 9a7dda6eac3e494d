import type { MessageCatalogue } from '@oj/sdk/server'

/** The accounts' mails; {code}, {minutes}, {link} and {username} are filled when sending. */
export const accountsMailMessages: MessageCatalogue = {
  'zh-CN': {
    'accounts.mail.registerCode.subject': '注册验证码',
    'accounts.mail.registerCode.text':
      '您好！\n\n您的注册验证码是：{code}\n\n验证码 {minutes} 分钟内有效，且只能使用一次。如果不是您本人操作，请忽略此邮件。',
    'accounts.mail.changeEmailCode.subject': '更换邮箱验证码',
    'accounts.mail.changeEmailCode.text':
      '您好！\n\n您正在将账号邮箱更换为本邮箱，验证码是：{code}\n\n验证码 {minutes} 分钟内有效，且只能使用一次。如果不是您本人操作，请忽略此邮件。',
    'accounts.mail.resetLink.subject': '重置密码',
    'accounts.mail.resetLink.text':
      '{username}，您好！\n\n请打开下面的链接重置密码（{minutes} 分钟内有效，只能使用一次）：\n\n{link}\n\n如果不是您本人申请，请忽略此邮件，您的密码不会改变。',
  },
  en: {
    'accounts.mail.registerCode.subject': 'Your registration code',
    'accounts.mail.registerCode.text':
      'Hello!\n\nYour registration code is: {code}\n\nIt is valid for {minutes} minutes and can be used once. If you did not ask for it, please ignore this mail.',
    'accounts.mail.changeEmailCode.subject': 'Your code to change e-mail',
    'accounts.mail.changeEmailCode.text':
      'Hello!\n\nYou asked to make this address the e-mail of your account. Your code is: {code}\n\nIt is valid for {minutes} minutes and can be used once. If you did not ask for it, please ignore this mail.',
    'accounts.mail.resetLink.subject': 'Reset your password',
    'accounts.mail.resetLink.text':
      'Hello {username},\n\nOpen this link to reset your password (valid for {minutes} minutes, once):\n\n{link}\n\nIf you did not ask for it, please ignore this mail: your password stays as it is.',
  },
}
