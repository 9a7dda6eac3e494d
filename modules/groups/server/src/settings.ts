import { defineSetting, type MessageCatalogue } from '@oj/sdk/server'

// The site settings this module owns (HOJ's SwitchConfig keys), set on the admin area's switches
// page and read on every create, so that a change counts at once. Super admins are not limited.

export const createThreshold = defineSetting({
  key: 'defaultCreateGroupACInitValue',
  kind: 'integer',
  default: 20,
  min: 0,
  max: 100_000,
  label: 'groups.setting.acInit',
  help: 'groups.setting.acInitHelp',
})
export const dailyLimit = defineSetting({
  key: 'defaultCreateGroupDailyLimit',
  kind: 'integer',
  default: 2,
  min: 0,
  max: 10_000,
  label: 'groups.setting.dailyLimit',
})
export const totalLimit = defineSetting({
  key: 'defaultCreateGroupLimit',
  kind: 'integer',
  default: 5,
  min: 0,
  max: 10_000,
  label: 'groups.setting.totalLimit',
})

export const groupSettings = [createThreshold, dailyLimit, totalLimit]

export const settingMessages: MessageCatalogue = {
  'zh-CN': {
    'groups.setting.acInit': '创建团队所需的最少通过题数',
    'groups.setting.acInitHelp': '超级管理员不受限制',
    'groups.setting.dailyLimit': '每人每天最多创建团队数',
    'groups.setting.totalLimit': '每人最多拥有团队数',
  },
  en: {
    'groups.setting.acInit': 'Solved problems needed to create a group',
    'groups.setting.acInitHelp': 'Super admins are not limited',
    'groups.setting.dailyLimit': 'Groups a user may create a day',
    'groups.setting.totalLimit': 'Groups a user may own',
  },
}
