import { css, cx } from '@oj/sdk/css'
import { type ReactNode, useEffect, useState } from 'react'

import { codeColorsClass } from './code-colors.ts'
import { hasInfoFence } from './markdown-fence.ts'

const bodyStyle = css({
  color: 'fg.default',
  lineHeight: '1.7',
  wordBreak: 'break-word',
  '& p': { my: '2' },
  '& h1, & h2, & h3, & h4': { fontWeight: '600', mt: '4', mb: '2' },
  '& h1': { fontSize: '1.5em' },
  '& h2': { fontSize: '1.3em' },
  '& h3': { fontSize: '1.15em' },
  '& ul, & ol': { ps: '6', my: '2' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'accent.fg', textDecoration: 'underline' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
  '& pre': { bg: 'bg.muted', p: '3', borderRadius: 'control', overflowX: 'auto', my: '2' },
  '& pre code': { bg: 'transparent', p: '0' },
  '& blockquote': { borderLeftWidth: '3px', borderColor: 'border.default', ps: '3', color: 'fg.muted' },
  '& table': { borderCollapse: 'collapse', my: '2' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border.default', px: '2', py: '1' },
  '& img': { maxW: '100%' },
})

export interface MarkdownProps {
  /** Markdown text; raw HTML in it is shown as text, never run. */
  readonly source: string
  /** Render mathematics with KaTeX (dollar, double-dollar, \( \) and \[ \] delimiters); loads KaTeX and its CSS. */
  readonly math?: boolean
  readonly className?: string
}

/**
 * The renderer for the options and the source: KaTeX is a chunk of its own, fetched only when math
 * is on; highlight.js another, fetched only when the source has a fence that names a language.
 */
function loadRenderer(math: boolean, source: string): Promise<(source: string) => string> {
  const render = math
    ? import('./markdown-math.ts').then((m) => m.renderMarkdownMath)
    : import('./markdown-render.ts').then((m) => m.renderMarkdown)
  const highlight = hasInfoFence(source)
    ? import('./code-highlight.ts').then((m) => m.highlightCode)
    : undefined
  return Promise.all([render, highlight]).then(
    ([r, h]) =>
      (text) =>
        r(text, h),
  )
}

/**
 * Markdown rendered to sanitized HTML. The renderer is a lazy chunk: pages that show no Markdown
 * never load it. Until it arrives the text shows as it is.
 */
export function Markdown(props: MarkdownProps): ReactNode {
  const math = props.math ?? false
  const [html, setHtml] = useState<string | undefined>(undefined)
  useEffect(() => {
    let live = true
    void loadRenderer(math, props.source).then((render) => {
      if (live) setHtml(render(props.source))
    })
    return () => {
      live = false
    }
  }, [props.source, math])
  if (html === undefined)
    return (
      <div className={cx(bodyStyle, css({ whiteSpace: 'pre-wrap' }), props.className)}>{props.source}</div>
    )
  // The HTML comes from markdown-it with raw HTML off (and KaTeX when math is on), sanitized by
  // DOMPurify (markdown-render.ts).
  return (
    <div
      className={cx(bodyStyle, codeColorsClass, props.className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
