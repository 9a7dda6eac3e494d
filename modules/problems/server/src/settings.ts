import { DEFAULT_SUBMIT_INTERVAL_S } from '@oj/problems-contract'
import { type Caller, defineSetting, forbidden, type MessageCatalogue, readSetting } from '@oj/sdk/server'
import { Effect } from 'effect'

import type { ScopeKey } from './scopes/scope.ts'
import { isAdmin } from './submissions/access.ts'

// The site switches this module owns (HOJ's SwitchConfig keys), set on the admin area's switches
// page; the submit and submission calls read them on every call, so a change counts at once.

const submitInterval = defineSetting({
  key: 'defaultSubmitInterval',
  kind: 'integer',
  default: DEFAULT_SUBMIT_INTERVAL_S,
  min: 0,
  max: 3600,
  unit: 'problems.setting.seconds',
  label: 'problems.setting.submitInterval',
  help: 'problems.setting.submitIntervalHelp',
})
const publicJudge = defineSetting({
  key: 'openPublicJudge',
  kind: 'boolean',
  default: true,
  label: 'problems.setting.openPublicJudge',
  help: 'problems.setting.judgeHelp',
})
const contestJudge = defineSetting({
  key: 'openContestJudge',
  kind: 'boolean',
  default: true,
  label: 'problems.setting.openContestJudge',
  help: 'problems.setting.judgeHelp',
})
const groupJudge = defineSetting({
  key: 'openGroupJudge',
  kind: 'boolean',
  default: true,
  label: 'problems.setting.openGroupJudge',
  help: 'problems.setting.judgeHelp',
})
export const hideSharedCode = defineSetting({
  key: 'hideNonContestSubmissionCode',
  kind: 'boolean',
  default: false,
  label: 'problems.setting.hideCode',
  help: 'problems.setting.hideCodeHelp',
})

export const problemsSettings = [submitInterval, publicJudge, contestJudge, groupJudge, hideSharedCode]

/**
 * Refuses a submission while judging is switched off where it is made (HOJ's openContestJudge for a
 * contest's, openGroupJudge for a group's outside its contests, openPublicJudge for the rest);
 * administrators still submit (they try their problems).
 */
export const requireJudgingOpen = (caller: Caller, scope: ScopeKey | undefined) =>
  Effect.gen(function* () {
    if (isAdmin(caller)) return
    const where = scope?.param === 'cid' ? 'contest' : scope?.param === 'gid' ? 'group' : 'public'
    const setting = where === 'contest' ? contestJudge : where === 'group' ? groupJudge : publicJudge
    if (yield* readSetting(setting)) return
    return yield* where === 'contest'
      ? forbidden(
          'problems.error.contestJudgeClosed',
          'Judging of contest submissions is closed on this site for now',
        )
      : where === 'group'
        ? forbidden(
            'problems.error.groupJudgeClosed',
            'Judging of group submissions is closed on this site for now',
          )
        : forbidden(
            'problems.error.publicJudgeClosed',
            'Judging is closed on this site for now; please try again later',
          )
  })

export const settingMessages: MessageCatalogue = {
  'zh-CN': {
    'problems.setting.submitInterval': '非比赛提交的最小间隔',
    'problems.setting.submitIntervalHelp': '同一用户两次提交之间至少等待的秒数；0 表示不限制',
    'problems.setting.seconds': '秒',
    'problems.setting.openPublicJudge': '开放题库评测（比赛以外的提交）',
    'problems.setting.openContestJudge': '开放比赛评测',
    'problems.setting.openGroupJudge': '开放团队评测（团队内比赛以外的提交）',
    'problems.setting.judgeHelp': '关闭后普通用户的提交会被拒绝，管理员不受影响',
    'problems.setting.hideCode': '隐藏非比赛提交的代码',
    'problems.setting.hideCodeHelp':
      '开启后即使用户选择分享，其他人也看不到非比赛提交的代码（本人和管理员除外）',
    'problems.error.publicJudgeClosed': '本站暂未开放评测，请稍后再试',
    'problems.error.contestJudgeClosed': '本站暂未开放比赛评测，请稍后再试',
    'problems.error.groupJudgeClosed': '本站暂未开放团队评测，请稍后再试',
  },
  en: {
    'problems.setting.submitInterval': 'Least time between two submissions outside contests',
    'problems.setting.submitIntervalHelp': 'Seconds a user waits between two submissions; 0: no wait',
    'problems.setting.seconds': 's',
    'problems.setting.openPublicJudge': 'Judging of the problem bank open (submissions outside contests)',
    'problems.setting.openContestJudge': 'Judging of contests open',
    'problems.setting.openGroupJudge': 'Judging in groups open (submissions outside their contests)',
    'problems.setting.judgeHelp': "Off: users' submissions are refused; administrators still submit",
    'problems.setting.hideCode': 'Hide the code of submissions outside contests',
    'problems.setting.hideCodeHelp':
      'On: nobody but the author and administrators reads such code, even when the author shares it',
    'problems.error.publicJudgeClosed': 'Judging is closed on this site for now; please try again later',
    'problems.error.contestJudgeClosed': 'Judging of contest submissions is closed on this site for now',
    'problems.error.groupJudgeClosed': 'Judging of group submissions is closed on this site for now',
  },
}
