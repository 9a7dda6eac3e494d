import type { MessageCatalogue } from '@oj/sdk/server'

/** The module's server texts: the labels of its user-menu entry and admin menu entries. */
export const messages: MessageCatalogue = {
  'zh-CN': {
    'admin.userMenu': '后台管理',
    'admin.menu.dashboard': '仪表盘',
    'admin.menu.switch': '系统开关',
    'admin.menu.user': '用户管理',
    'admin.menu.announcement': '公告管理',
    'admin.menu.notice': '系统通知',
    'admin.menu.conf': '系统配置',
    'admin.menu.mail': '邮件发件箱',
    'admin.menu.plagiarism': '查重',
    'admin.plagiarism.oneScope': '请指定比赛（cid）或题目（pid）之一',
  },
  en: {
    'admin.userMenu': 'Management',
    'admin.menu.dashboard': 'Dashboard',
    'admin.menu.switch': 'Switches',
    'admin.menu.user': 'Users',
    'admin.menu.announcement': 'Announcements',
    'admin.menu.notice': 'Notices',
    'admin.menu.conf': 'System configuration',
    'admin.menu.mail': 'Mail outbox',
    'admin.menu.plagiarism': 'Plagiarism check',
    'admin.plagiarism.oneScope': 'Give either a contest (cid) or a problem (pid)',
  },
}
