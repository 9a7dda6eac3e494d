/**
 * Whether Markdown has a fence with an info string (```c): only then is the highlighter (highlight.js,
 * a chunk of its own) worth fetching. Apart from ./markdown-render.ts, so that the kit can ask without
 * loading markdown-it. Any indentation counts (a fence inside a list item): a false alarm only fetches
 * the highlighter for nothing.
 */
export const hasInfoFence = (source: string): boolean => /^[ \t]*(`{3,}|~{3,})[ \t]*[^\s`]/m.test(source)
