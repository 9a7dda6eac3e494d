import type { ContestView } from '@oj/contests-contract'
import { uiMessages } from '@oj/sdk/ui'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import { demoContests } from './contest-fixtures.ts'
import { ContestTable } from './contest-table.tsx'

const render = (locale: 'en' | 'zh-CN', contests: ReadonlyArray<ContestView>) =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...(locale === 'en' ? en : zhCN) }}>
      <ContestTable contests={contests} />
    </IntlProvider>,
  )

describe('ContestTable', () => {
  it.each([
    ['en', ['Running', 'Scheduled', 'Private', '5:00:00']],
    ['zh-CN', ['进行中', '未开始', '私有赛']],
  ] as const)('links each contest and shows its status, auth and duration (%s)', (locale, texts) => {
    const html = render(locale, demoContests)
    expect(html).toContain('href="/oj/contest/1"')
    for (const text of texts) expect(html).toContain(text)
  })

  it('has every text in both languages', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort())
  })
})
