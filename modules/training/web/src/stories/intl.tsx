// Component stories: the module's texts over the kit's, in the toolbar's language (no API, no router
// needed, though one is there).
import { storyWorlds } from '@oj/sdk/stories'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }

/** The decorator of a component story. */
export const withIntl = storyWorlds({ 'zh-CN': zhCN, en })()
