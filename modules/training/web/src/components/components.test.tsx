import { uiMessages } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import { sampleProblems, sampleRank, sampleTraining } from '../stories/fixtures.ts'
import { ProblemTable } from './problem-table.tsx'
import { progressPercent } from './progress.ts'
import { ProgressCircle } from './progress-circle.tsx'
import { RankTable } from './rank-table.tsx'
import { TrainingCard } from './training-card.tsx'

const render = (locale: 'en' | 'zh-CN', node: ReactNode) =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...(locale === 'en' ? en : zhCN) }}>
      {node}
    </IntlProvider>,
  )

describe('progress', () => {
  it('is solved over total with at most 2 decimals, 0 for an empty training', () => {
    expect(progressPercent(2, 3)).toBe(66.67)
    expect(progressPercent(1, 8)).toBe(12.5)
    expect(progressPercent(0, 0)).toBe(0)
    expect(progressPercent(7, 5)).toBe(100)
  })

  it('fills the circle to the solved share', () => {
    const html = render('en', <ProgressCircle acCount={1} problemCount={4} />)
    expect(html).toContain('aria-valuenow="25"')
    expect(html).toContain('25%')
    expect(html).toContain('1/4')
  })
})

describe('the training pieces', () => {
  it.each([
    ['en', 'Public', '5 problems'],
    ['zh-CN', '公开', '5 道题'],
  ] as const)('a card shows auth, category and problem count (%s)', (locale, auth, count) => {
    const html = render(locale, <TrainingCard training={sampleTraining} showProgress onOpen={() => {}} />)
    expect(html).toContain(auth)
    expect(html).toContain('Basics')
    expect(html).toContain(count)
    expect(html).toContain('Getting started')
  })

  it('the problem table shows the caller’s status only when asked, and no status for untried problems', () => {
    const withStatus = render('en', <ProblemTable problems={sampleProblems} showStatus onOpen={() => {}} />)
    expect(withStatus).toContain('Status')
    expect(withStatus).toContain('P1002')
    const without = render(
      'en',
      <ProblemTable problems={sampleProblems} showStatus={false} onOpen={() => {}} />,
    )
    expect(without).not.toContain('>Status<')
  })

  it('the rank shows real names only to training admins', () => {
    const ids = ['P1000', 'P1001']
    const users = render('en', <RankTable rows={sampleRank} problemIds={ids} showRealname={false} />)
    expect(users).not.toContain('Alice A.')
    expect(users).not.toContain('Real name')
    const admins = render('en', <RankTable rows={sampleRank} problemIds={ids} showRealname />)
    expect(admins).toContain('Alice A.')
    expect(admins).toContain('120 ms')
    // the card around it has the heading: the table repeats none
    expect(users).not.toContain('<caption')
  })

  it('has every text in both languages', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort())
  })
})
