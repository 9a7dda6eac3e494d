import { badRequest, conflict } from '@oj/sdk/server'

export const VirtualErrors = {
  notEnded: () =>
    badRequest('contests.virtual.error.notEnded', 'Virtual participation opens once the contest has ended'),
  admin: () =>
    badRequest(
      'contests.virtual.error.admin',
      'The contest’s admins see its whole board already: virtual participation is for contestants',
    ),
  participant: () =>
    badRequest(
      'contests.virtual.error.participant',
      'You took part in this contest: its board already has your real result',
    ),
  running: () =>
    conflict(
      'contests.virtual.error.running',
      'Your virtual participation in this contest is still running: finish it first',
    ),
  none: () => badRequest('contests.virtual.error.none', 'You have not taken part in this contest virtually'),
} as const

export const virtualMessages = {
  'zh-CN': {
    'contests.virtual.error.notEnded': '比赛结束后才能虚拟参赛',
    'contests.virtual.error.admin': '比赛管理员已能看到完整榜单，虚拟参赛仅供选手使用',
    'contests.virtual.error.participant': '您已参加过该比赛，榜单上已有您的真实成绩',
    'contests.virtual.error.running': '您在该比赛的虚拟参赛仍在进行中，请先完成',
    'contests.virtual.error.none': '您尚未虚拟参加该比赛',
  },
  en: {
    'contests.virtual.error.notEnded': 'Virtual participation opens once the contest has ended',
    'contests.virtual.error.admin':
      'The contest’s admins see its whole board already: virtual participation is for contestants',
    'contests.virtual.error.participant':
      'You took part in this contest: its board already has your real result',
    'contests.virtual.error.running':
      'Your virtual participation in this contest is still running: finish it first',
    'contests.virtual.error.none': 'You have not taken part in this contest virtually',
  },
} as const
