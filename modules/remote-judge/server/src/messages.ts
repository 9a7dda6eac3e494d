import type { MessageCatalogue } from '@oj/sdk/server'

/** The module's server texts: error replies and its admin menu entry. */
export const messages: MessageCatalogue = {
  'zh-CN': {
    'remote-judge.adminMenu': '远程评测',
    'remote-judge.error.unknownJudge': '没有这个远程 OJ：可选 HDU、CF、GYM、POJ、AC、SPOJ、HOJ',
    'remote-judge.error.usernameRequired': '用户名不能为空',
    'remote-judge.error.usernameTooLong': '用户名不能超过 255 个字符',
    'remote-judge.error.passwordRequired': '密码不能为空',
    'remote-judge.error.passwordTooLong': '密码不能超过 255 个字符',
    'remote-judge.error.noKey': '远程评测账号的密码用 OJ_REMOTE_JUDGE_KEY 加密保存，但服务器环境没有设置它',
    'remote-judge.error.accountExists': '{oj} 已有账号 {username}',
    'remote-judge.error.noAccount': '该账号不存在',
    'remote-judge.error.noAdapter': '没有安装远程 OJ {name} 的适配器',
    'remote-judge.error.problemNotFound': '{name} 没有题目 {problemId}',
    'remote-judge.error.rateLimited': '{name} 要求降低访问频率，请一分钟后再试',
    'remote-judge.error.unreachable': '无法连接 {name}：{reason}',
    'remote-judge.error.unreadable': '无法读取 {name} 的题目页面：{reason}',
  },
  en: {
    'remote-judge.adminMenu': 'Remote judges',
    'remote-judge.error.unknownJudge': 'No such remote judge: use one of HDU, CF, GYM, POJ, AC, SPOJ, HOJ',
    'remote-judge.error.usernameRequired': 'The username is required',
    'remote-judge.error.usernameTooLong': 'The username may have at most 255 characters',
    'remote-judge.error.passwordRequired': 'The password is required',
    'remote-judge.error.passwordTooLong': 'The password may have at most 255 characters',
    'remote-judge.error.noKey':
      'Remote judge passwords are sealed with OJ_REMOTE_JUDGE_KEY, which this server’s environment does not set',
    'remote-judge.error.accountExists': '{oj} has an account {username} already',
    'remote-judge.error.noAccount': 'The account does not exist',
    'remote-judge.error.noAdapter': 'No adapter for the remote judge {name} is installed',
    'remote-judge.error.problemNotFound': '{name} has no problem {problemId}',
    'remote-judge.error.rateLimited': '{name} asks to slow down; try again in a minute',
    'remote-judge.error.unreachable': '{name} could not be reached: {reason}',
    'remote-judge.error.unreadable': '{name}’s problem page could not be read: {reason}',
  },
}
