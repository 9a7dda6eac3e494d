// The colours of highlighted code (highlight.js's `hljs-*` classes) as one class, for any element
// that holds such code: Markdown with fenced code, code blocks.
import { css } from '@oj/sdk/css'

export const codeColorsClass = css({
  '& .hljs-keyword, & .hljs-built_in, & .hljs-type, & .hljs-meta .hljs-keyword': { color: 'code.keyword' },
  '& .hljs-string, & .hljs-meta .hljs-string, & .hljs-regexp': { color: 'code.string' },
  '& .hljs-number, & .hljs-literal': { color: 'code.number' },
  '& .hljs-comment': { color: 'code.comment', fontStyle: 'italic' },
  '& .hljs-title, & .hljs-title.function_': { color: 'code.title' },
  '& .hljs-meta': { color: 'code.meta' },
})
