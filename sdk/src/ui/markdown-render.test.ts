import { describe, expect, it } from 'vitest'

import { highlightCode, highlightName } from './code-highlight.ts'
import { hasInfoFence } from './markdown-fence.ts'
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
  it('highlights fenced code in a known language and escapes the rest', () => {
    const c = renderMarkdown('```c\nint main(void) { return 0; /* x<y */ }\n```', highlightCode)
    expect(c).toContain('<span class="hljs-type">int</span>')
    expect(c).toContain('<span class="hljs-keyword">return</span>')
    expect(c).toContain('x&lt;y')
    expect(renderMarkdown('```C++\nstd::cout << 1;\n```', highlightCode)).toContain('hljs-')
    // Without a highlighter (none fetched) the code is escaped as it is.
    const plain = renderMarkdown('```c\nint x<y;\n```')
    expect(plain).not.toContain('hljs-')
    expect(plain).toContain('int x&lt;y;')
    const unknown = renderMarkdown('```brainfudge\n<script>alert(1)</script>\n```', highlightCode)
    expect(unknown).not.toContain('hljs-')
    expect(unknown).toContain('&lt;script&gt;')
    const hostile = renderMarkdown('```html\n<img src=x onerror=alert(1)>\n```', highlightCode)
    expect(hostile).not.toContain('<img')
  })
  it('tells a fence that names a language, the only kind the highlighter is fetched for', () => {
    expect(hasInfoFence('text\n```c\nint x;\n```')).toBe(true)
    expect(hasInfoFence('~~~python\nx = 1\n~~~')).toBe(true)
    expect(hasInfoFence('1. step\n\n    ```c\n    int x;\n    ```')).toBe(true)
    expect(hasInfoFence('```\nplain\n```')).toBe(false)
    expect(hasInfoFence('inline ```c``` is not a fence')).toBe(false)
    expect(hasInfoFence('$a+b$ and no code')).toBe(false)
  })
  it("names the judge's languages as the highlighter knows them", () => {
    expect(
      ['C++ 17', 'C', 'Python3', 'JavaScript Node', 'C# (Mono)', 'Golang', 'Java'].map(highlightName),
    ).toEqual(['c++', 'c', 'python3', 'javascript', 'c#', 'golang', 'java'])
    for (const name of ['C++ 17', 'Python3', 'JavaScript Node', 'C# (Mono)', 'Golang', 'Java'])
      expect(highlightCode('x = 1 // 2', highlightName(name)), name).toContain('hljs-')
    expect(highlightCode('<b>', highlightName('Brainfuck'))).toBe('')
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
