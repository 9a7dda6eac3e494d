import { css, cx } from '@oj/sdk/css'
import { type HTMLAttributes, type ReactNode, useEffect, useState } from 'react'

import { codeColorsClass } from './code-colors.ts'

const blockStyle = css({
  m: '0',
  p: '3',
  overflow: 'auto',
  bg: 'bg.muted',
  borderRadius: 'control',
  fontFamily: 'code',
  fontSize: '13px',
  lineHeight: '1.5',
  whiteSpace: 'pre',
})

export interface CodeBlockProps extends Omit<HTMLAttributes<HTMLPreElement>, 'children'> {
  readonly code: string
  /** The judge's language name ('C++ 17', 'Python3', …); unknown ones stay plain. */
  readonly language: string
}

/**
 * Source code with syntax colours. The highlighter is a lazy chunk (the one Markdown uses); until it
 * arrives, and for languages it does not know, the code shows plain. Its output escapes the code.
 */
export function CodeBlock({ code, language, className, ...rest }: CodeBlockProps): ReactNode {
  const [html, setHtml] = useState<{ code: string; language: string; html: string }>()
  useEffect(() => {
    let live = true
    void import('./code-highlight.ts').then((m) => {
      if (live) setHtml({ code, language, html: m.highlightCode(code, m.highlightName(language)) })
    })
    return () => {
      live = false
    }
  }, [code, language])
  const ready = html && html.code === code && html.language === language && html.html !== ''
  return (
    <pre className={cx(blockStyle, codeColorsClass, className)} data-language={language} {...rest}>
      {ready ? <code dangerouslySetInnerHTML={{ __html: html.html }} /> : <code>{code}</code>}
    </pre>
  )
}
