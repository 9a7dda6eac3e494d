import { describe, expect, it } from 'vitest'

import { renderMarkdownMath } from './markdown-math.ts'
import { renderMarkdown } from './markdown-render.ts'

describe('renderMarkdown', () => {
  it('renders emphasis, lists and code', () => {
    const html = renderMarkdown('**bold**\n\n- a\n- b\n\n`x < y`')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<li>a</li>')
    expect(html).toContain('<code>x &lt; y</code>')
  })
  it('shows raw HTML as text and drops script links', () => {
    const html = renderMarkdown('<img src=x onerror="alert(1)"> [x](javascript:alert(3))')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img')
    expect(html).not.toContain('href="javascript:')
  })
  it('opens links in a new tab without an opener', () => {
    expect(renderMarkdown('[a](https://example.com)')).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">',
    )
  })
  it('leaves dollars alone without math', () => {
    expect(renderMarkdown('costs $5 and $6')).not.toContain('katex')
  })
})

describe('renderMarkdownMath', () => {
  it('renders every delimiter with KaTeX', () => {
    for (const source of ['$a+b$', '$$a+b$$', '\\(a+b\\)', '\\[a+b\\]']) {
      const html = renderMarkdownMath(source)
      expect(html, source).toContain('class="katex')
      expect(html, source).toMatch(/<annotation encoding="application\/x-tex">a\+b\s*<\/annotation>/)
    }
    expect(renderMarkdownMath('\\[x\\]')).toContain('katex-display')
  })
  it('keeps code as code', () => {
    const html = renderMarkdownMath('```\n$a$ \\(b\\)\n```\n\n`$c$`')
    expect(html).not.toContain('katex')
    expect(html).toContain('$a$ \\(b\\)')
    expect(html).toContain('<code>$c$</code>')
  })
  it('shows a bad formula as an error, not an exception, and cannot be given script', () => {
    expect(renderMarkdownMath('$\\frac{$')).not.toContain('<script')
    const html = renderMarkdownMath('$\\href{javascript:alert(1)}{x}$ <script>alert(2)</script>')
    expect(html).not.toContain('href="javascript:')
    expect(html).not.toContain('<script')
  })
})
