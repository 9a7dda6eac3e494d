import { uiMessages } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'

import en from '../../../locales/en.json' with { type: 'json' }
import zhCN from '../../../locales/zh-CN.json' with { type: 'json' }
import { CodeEditor } from '../code-editor.tsx'
import { EditorToolbar, type EditorToolbarProps } from './editor-toolbar.tsx'
import { DEFAULT_SETTINGS } from './settings.ts'

const render = (node: ReactNode, locale: 'en' | 'zh-CN' = 'en') =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...(locale === 'en' ? en : zhCN) }}>
      {node}
    </IntlProvider>,
  )

const toolbar: EditorToolbarProps = {
  languages: ['C', 'C++'],
  language: 'C++',
  onLanguageChange: () => undefined,
  settings: { theme: 'monokai', fontSize: 18, tabSize: 2 },
  onSettingsChange: () => undefined,
  onReset: () => undefined,
  onLastAccepted: async () => undefined,
}

describe('editor toolbar', () => {
  it('shows the language, theme, font and tab choices and both buttons', () => {
    const html = render(<EditorToolbar {...toolbar} />)
    for (const text of ['Language', 'Theme', 'Monokai', 'Font size', '18px', 'Tab size', 'Reset code'])
      expect(html).toContain(text)
    expect(html).toContain('data-testid="editor-last-accepted"')
  })
  it('hides the last accepted code for visitors, and speaks Chinese', () => {
    const html = render(<EditorToolbar {...toolbar} lastAcceptedHidden />, 'zh-CN')
    expect(html).not.toContain('data-testid="editor-last-accepted"')
    expect(html).toContain('主题')
    expect(html).toContain('重置代码')
  })
})

describe('code editor before Monaco has loaded', () => {
  it('is the text area, holding the code, inside the 550 px wrapper the tests look for', () => {
    const html = render(<CodeEditor value="int main() {}" onChange={() => undefined} language="C++" />)
    expect(html).toContain('data-testid="code-editor"')
    expect(html).not.toContain('data-ready')
    expect(html).toContain('height:550px')
    expect(html).toMatch(
      /<textarea[^>]*data-testid="code-editor-fallback"[^>]*>int main\(\) \{\}<\/textarea>/,
    )
  })
  it('follows the settings: font size, tab size and the theme colours', () => {
    const html = render(
      <CodeEditor
        value=""
        onChange={() => undefined}
        language="Java"
        settings={{ ...DEFAULT_SETTINGS, theme: 'dracula', fontSize: 20, tabSize: 8 }}
        height={400}
      />,
    )
    expect(html).toContain('height:400px')
    expect(html).toContain('font-size:20px')
    expect(html).toContain('tab-size:8')
    expect(html).toContain('background:#282a36')
  })
})
