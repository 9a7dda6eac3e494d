import { uiMessages } from '@oj/sdk/ui'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import { NoteList } from './note-list.tsx'

const notes = [{ id: 3, title: 'Hello', author: 'alice', gmtCreate: '2026-01-02T03:04:05.000Z' }]

describe('NoteList', () => {
  it.each([
    ['en', en, 'by alice'],
    ['zh-CN', zhCN, '作者：alice'],
  ] as const)('links each note and names its author (%s)', (locale, messages, by) => {
    const html = renderToStaticMarkup(
      <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages }}>
        <NoteList notes={notes} />
      </IntlProvider>,
    )
    expect(html).toContain('href="/oj/contests/3"')
    expect(html).toContain(by)
  })

  it('has every text in both languages', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort())
  })
})
