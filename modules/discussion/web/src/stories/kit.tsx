// The module's stories run in the SDK's story world (@oj/sdk/stories) with the module's texts.
import { storyWorlds } from '@oj/sdk/stories'
import type { UserInfo } from '@oj/sdk/web'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }

export const storyUser: UserInfo = { uid: 'u-2', username: 'bob', roleList: ['default_user'] }
export const storyAdmin: UserInfo = { uid: 'u-1', username: 'root', roleList: ['root'] }

/** The decorator of the module's stories: `withModule({ api, user, url, route })`. */
export const withModule = storyWorlds({ 'zh-CN': zhCN, en })
