/**
 * Whether Markdown has a fence with an info string (```c): only then is the highlighter (highlight.js,
 * a chunk of its own) worth fetching. Apart from ./markdown-render.ts, so that the kit can ask without
 * loading markdown-it.
 */
export const hasInfoFence = (source: string): boolean => /^ {0,3}(`{3,}|~{3,})[ \t]*[^\s`]/m.test(source)
