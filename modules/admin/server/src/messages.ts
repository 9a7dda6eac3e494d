import type { MessageCatalogue } from '@oj/sdk/server'

/** The module's server texts: the labels of its user-menu entry and admin menu entries. */
export const messages: MessageCatalogue = {
  'zh-CN': {
    'admin.userMenu': '后台管理',
    'admin.menu.dashboard': '仪表盘',
    'admin.menu.switch': '系统开关',
  },
  en: {
    'admin.userMenu': 'Management',
    'admin.menu.dashboard': 'Dashboard',
    'admin.menu.switch': 'Switches',
  },
}
