// The module's stories run in the SDK's story world (@oj/sdk/stories): its texts in the toolbar's language.
import { storyWorlds } from '@oj/sdk/stories'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }

/** The decorator of the module's stories. */
export const withIntl = storyWorlds({ 'zh-CN': zhCN, en })()
