import { describe, expect, it } from 'vitest'

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
})
