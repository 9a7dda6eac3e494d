import { uiMessages } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import { demoProblems } from '../rank/rank-fixtures.ts'
import { canStart, finished, participant, running, virtualPage } from './virtual-fixtures.ts'
import { VirtualPanelView } from './virtual-panel.tsx'
import { VirtualBoardView } from './virtual-rank.tsx'

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <IntlProvider locale="en" messages={{ ...uiMessages.en, ...en }}>
      {node}
    </IntlProvider>,
  )
const NOW = new Date('2026-02-01T11:30:00.000Z').getTime()
const panel = (info: Parameters<typeof VirtualPanelView>[0]['info']) =>
  render(<VirtualPanelView info={info} now={NOW} onStart={() => {}} onBoard={() => {}} />)

describe('the virtual participation panel', () => {
  it('offers the start when the caller may start', () => {
    const html = panel(canStart)
    expect(html).toContain('>Virtual participation<')
    expect(html).toContain('Replay this contest now')
  })
  it('counts down a running run, with no start button', () => {
    const html = panel(running)
    expect(html).toContain('Virtual participation running')
    expect(html).toContain('Ends in 3:30:00')
    expect(html).not.toContain('>Virtual participation<')
  })
  it('shows a finished run’s result and offers another run', () => {
    const html = panel(finished)
    expect(html).toContain('Virtual participation finished')
    expect(html).toContain('Your virtual result')
    expect(html).toContain('Take part virtually again')
  })
  it('says why the caller may not start', () => {
    const html = panel(participant)
    expect(html).not.toContain('<button')
    expect(html).toContain('You took part in this contest')
  })
})

describe('the virtual board', () => {
  it('marks the virtual participant’s rows and says where the run is', () => {
    const html = render(<VirtualBoardView page={virtualPage(0)} problems={demoProblems} show="username" />)
    expect(html).toContain('As the board stood 1:30:00 into the contest (of 5:00:00)')
    expect(html.match(/# carol/g)).toHaveLength(2)
    expect(html.match(/>virtual</g)).toHaveLength(2)
  })
})

describe('texts', () => {
  it('has every virtual text in both languages', () => {
    const ids = (m: Record<string, string>) =>
      Object.keys(m)
        .filter((k) => k.includes('virtual'))
        .sort()
    expect(ids(zhCN)).toEqual(ids(en))
    expect(ids(en).length).toBeGreaterThan(15)
  })
})
