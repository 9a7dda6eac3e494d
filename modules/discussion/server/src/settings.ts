import { POSTS_PER_DAY } from '@oj/discussion-contract'
import { defineSetting, type MessageCatalogue } from '@oj/sdk/server'

// The site settings this module owns (HOJ's SwitchConfig keys), set on the admin area's switches
// page; limits.ts reads them on every call, so a change counts at once. The discussion and comment
// switches themselves are the website config's (the frame shows or hides the areas by them).

export const discussionSettings = [
  defineSetting({
    key: 'defaultCreateDiscussionDailyLimit',
    kind: 'integer',
    default: POSTS_PER_DAY,
    min: 1,
    max: 10_000,
    label: 'discussion.setting.dailyLimit',
    help: 'discussion.setting.dailyLimitHelp',
  }),
  // HOJ ships 10 for both; a new site here lets its users talk from the start (0), and an
  // administrator who meets spam raises them on the switches page.
  defineSetting({
    key: 'defaultCreateDiscussionACInitValue',
    kind: 'integer',
    default: 0,
    min: 0,
    max: 10_000,
    label: 'discussion.setting.discussionSolved',
    help: 'discussion.setting.solvedHelp',
  }),
  defineSetting({
    key: 'defaultCreateCommentACInitValue',
    kind: 'integer',
    default: 0,
    min: 0,
    max: 10_000,
    label: 'discussion.setting.commentSolved',
    help: 'discussion.setting.commentSolvedHelp',
  }),
]

export const settingMessages: MessageCatalogue = {
  'zh-CN': {
    'discussion.setting.dailyLimit': '每人每天最多发帖数',
    'discussion.setting.dailyLimitHelp': '管理员不受限制',
    'discussion.setting.discussionSolved': '发帖前需通过的题目数',
    'discussion.setting.solvedHelp': '比赛外通过的不同题目数；管理员不受限制；0 表示不限',
    'discussion.setting.commentSolved': '评论和回复前需通过的题目数',
    'discussion.setting.commentSolvedHelp': '比赛中的评论不受此限；管理员不受限制；0 表示不限',
  },
  en: {
    'discussion.setting.dailyLimit': 'Posts a user may start a day',
    'discussion.setting.dailyLimitHelp': 'Administrators are not limited',
    'discussion.setting.discussionSolved': 'Problems to solve before posting a discussion',
    'discussion.setting.solvedHelp':
      'Distinct problems accepted outside contests; administrators are not limited; 0 for none',
    'discussion.setting.commentSolved': 'Problems to solve before commenting or replying',
    'discussion.setting.commentSolvedHelp':
      'Comments in a contest are not limited by it; administrators are not limited; 0 for none',
  },
}
