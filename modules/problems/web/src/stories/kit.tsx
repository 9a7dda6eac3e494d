// The module's stories run in the SDK's story world (@oj/sdk/stories) with the module's texts.
// Fixtures of a contest context are in ./contest.ts.
import { storyWorlds } from '@oj/sdk/stories'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }

export { type Answers, storyUser } from '@oj/sdk/stories'

/** The decorator of the module's stories: `withModule({ api, user, url, maxWidth })`. */
export const withModule = storyWorlds({ 'zh-CN': zhCN, en })
