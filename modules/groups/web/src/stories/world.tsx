// Page stories run in the SDK's story world (@oj/sdk/stories): a platform whose calls a table answers,
// a logged-in user when asked, a router at a given URL and route; the module's texts over the kit's.
import { storyWorlds } from '@oj/sdk/stories'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }

export { storyRoot, storyUser } from '@oj/sdk/stories'

/** The decorator of a page story: `inWorld({ api, user, url, route })`. */
export const inWorld = storyWorlds({ 'zh-CN': zhCN, en })
