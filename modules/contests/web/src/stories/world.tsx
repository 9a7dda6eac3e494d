// Page stories run in the SDK's story world (@oj/sdk/stories): a platform whose calls a table answers,
// a logged-in user when asked, a router at a given URL and route; the module's texts over the kit's.
import { type StoryWorld, storyWorlds } from '@oj/sdk/stories'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }

export { storyRoot, storyUser } from '@oj/sdk/stories'

/** The decorator of a component story (`withModule()`: the module's texts, a router, no platform). */
export const withModule = storyWorlds({ 'zh-CN': zhCN, en })

/** The live board stream of every world: open, and silent. */
const silentStream = () =>
  new Response(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } })

/** The decorator of a page story (one per story: the meta's and the story's would nest two routers). */
export const inWorld = (world: StoryWorld) =>
  withModule({ ...world, api: { '/contest-rank-stream': silentStream, ...world.api } })
