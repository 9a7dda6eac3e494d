import { uiMessages } from '@oj/sdk/ui'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'

import en from '../locales/en.json' with { type: 'json' }
import { acmRows, demoProblems, oiRows } from './rank-fixtures.ts'
import { acmCellClass, acmCellText, oiScoreClass, penaltyText, pinnedCopies } from './rank-format.ts'
import { RankTable } from './rank-table.tsx'

describe('board cells', () => {
  it('classes ACM cells: first AC, AC, after-contest AC, pending tries, wrong', () => {
    const [alice, , bob] = acmRows
    expect(acmCellClass(alice!.submissionInfo.A)).toBe('firstAc')
    expect(acmCellClass(alice!.submissionInfo.B)).toBe('ac')
    expect(acmCellClass(bob!.submissionInfo.B)).toBe('afterAc')
    expect(acmCellClass(bob!.submissionInfo.A)).toBe('try')
    expect(acmCellClass({ ...bob!.submissionInfo.A!, tryNum: 0 })).toBe('wrong')
    expect(acmCellClass(undefined)).toBe('none')
  })
  it('writes the accepted minute and the tries', () => {
    expect(acmCellText(acmRows[0]!.submissionInfo.B)).toEqual({ time: '152', tries: '-1' })
    expect(acmCellText(acmRows[2]!.submissionInfo.A)).toEqual({ time: '', tries: '-2 +1?' })
    expect(penaltyText(3 * 3600 + 125)).toBe('3:02:05')
  })
  it('counts the pinned copies on top', () => {
    const [alice, star, bob] = acmRows
    const me = bob!.uid
    // the viewer's copy before the board
    expect(pinnedCopies([bob!, ...acmRows], [me])).toBe(1)
    // the viewer leads the board: its copy, then its own row
    expect(pinnedCopies([alice!, ...acmRows], [alice!.uid])).toBe(1)
    // the viewer and a followed user; one followed user off the board has no copy
    expect(pinnedCopies([bob!, star!, ...acmRows], [me, 'nobody', star!.uid])).toBe(2)
    // a viewer off the board (a visitor, an admin who did not take part): none
    expect(pinnedCopies(acmRows, ['nobody'])).toBe(0)
    expect(pinnedCopies(acmRows, [])).toBe(0)
    expect(pinnedCopies([], [me])).toBe(0)
  })
  it('colours OI scores: 0, partial, full', () => {
    expect([0, 40, 100].map(oiScoreClass)).toEqual(['zero', 'partial', 'full'])
  })
})

describe('RankTable', () => {
  const render = (node: React.ReactNode) =>
    renderToStaticMarkup(
      <IntlProvider locale="en" messages={{ ...uiMessages.en, ...en }}>
        {node}
      </IntlProvider>,
    )
  it('shows star users as *, award boxes and the shown name', () => {
    const html = render(<RankTable rows={acmRows} problems={demoProblems} show="realname" />)
    expect(html).toContain('>*<')
    expect(html).toContain('title="Gold"')
    expect(html).toContain('Real alice')
    expect(html).toContain('Penalty')
  })
  it('shows OI totals and times', () => {
    const html = render(<RankTable rows={oiRows} problems={demoProblems} show="username" />)
    expect(html).toContain('Score')
    expect(html).toContain('35ms')
  })
  it('offers a follow star per row only when asked, filled for the followed', () => {
    expect(render(<RankTable rows={acmRows} problems={demoProblems} show="username" />)).not.toContain(
      'aria-pressed',
    )
    const html = render(
      <RankTable
        rows={acmRows}
        problems={demoProblems}
        show="username"
        followed={new Set([acmRows[0]!.uid])}
        onToggleFollow={() => {}}
      />,
    )
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1)
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(acmRows.length - 1)
  })
})
