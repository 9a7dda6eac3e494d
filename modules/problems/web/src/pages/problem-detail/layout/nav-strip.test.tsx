import type { StripProblem } from '@oj/problems-contract'
import { uiMessages } from '@oj/sdk/ui'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'

import en from '../../../locales/en.json' with { type: 'json' }
import { NavStrip } from './nav-strip.tsx'

const items: ReadonlyArray<StripProblem> = [
  { pid: 1, problemId: 'A', title: 'First', status: 0, score: null },
  { pid: 2, problemId: 'B', title: 'Second', status: -5, score: 30 },
  { pid: 3, problemId: 'C', title: 'Third', status: -10, score: null },
  { pid: 4, problemId: 'D', title: 'Fourth', status: -1, score: 40 },
]

const render = (current: string) => {
  return renderToStaticMarkup(
    <IntlProvider locale="en" messages={{ ...uiMessages.en, ...en }}>
      <NavStrip
        items={items}
        current={current}
        hrefOf={(item) => `/contest/7/problem/${item.problemId}/full-screen`}
      />
    </IntlProvider>,
  )
}

describe('navigation strip', () => {
  it('links every problem in the contest focus mode and marks the current one', () => {
    const html = render('b')
    expect(html).toContain('href="/oj/contest/7/problem/A/full-screen"')
    expect(html.match(/aria-current="page"/g)).toHaveLength(1)
    expect(html).toMatch(/href="\/oj\/contest\/7\/problem\/B\/full-screen"[^>]*aria-current="page"/)
  })
  it('shows -5 as a question mark without its score, and scores of tried OI problems', () => {
    const html = render('A')
    expect(html).toContain(`aria-label="${en['problems.detail.strip.hidden']}"`)
    expect(html).toMatch(/>\?<\/span><b>B<\/b>/)
    expect(html).not.toContain('>30<')
    expect(html).toContain('>40<')
    expect(html).toContain(`aria-label="${en['problems.detail.strip.accepted']}"`)
  })
})
