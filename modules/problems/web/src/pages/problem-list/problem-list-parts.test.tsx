import type { ProblemListRow } from '@oj/problems-contract'
import { uiMessages } from '@oj/sdk/ui'
import { ApiCallError } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import en from '../../locales/en.json' with { type: 'json' }
import zhCN from '../../locales/zh-CN.json' with { type: 'json' }
import { tag } from '../../testing/fixtures.ts'
import { ProblemRow } from './problem-row.tsx'
import { pickFailure } from './random-problem-button.tsx'
import { TagClassificationPopover } from './tag-classification-popover.tsx'
import { TagFilterChips } from './tag-filter-chips.tsx'

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <IntlProvider locale="en" messages={{ ...uiMessages.en, ...en }}>
      <MemoryRouter>{node}</MemoryRouter>
    </IntlProvider>,
  )

const row: ProblemListRow = {
  pid: 7,
  problemId: 'P1007',
  title: 'Sum',
  difficulty: 1,
  type: 0,
  tags: [],
  total: 120,
  ac: 87,
  wa: 33,
  tle: 0,
  mle: 0,
  re: 0,
  pe: 0,
  ce: 0,
  se: 0,
  pa: 0,
  score: null,
  myStatus: null,
  gmtModified: '2025-01-01T00:00:00.000Z',
}
const inTable = (node: ReactNode) => (
  <table>
    <tbody>{node}</tbody>
  </table>
)

describe('problem row', () => {
  it('states the accepted and all submissions and the whole-percent rate on the bar', () => {
    const html = render(inTable(<ProblemRow row={row} />))
    expect(html).toContain('aria-label="87 accepted of 120 submissions, AC rate 73%"')
    expect(html).not.toContain('oj-problems-col-status')
  })

  it('shows the status cell only when asked: a verdict tag, or a dash for never submitted', () => {
    const accepted = render(inTable(<ProblemRow row={row} status={0} />))
    expect(accepted).toContain('oj-problems-col-status')
    expect(accepted).toMatch(/title="Accepted"[^>]*>AC</)
    const none = render(inTable(<ProblemRow row={row} status={-10} />))
    expect(none).toContain('Not submitted')
    expect(none).not.toContain('>AC<')
  })
})

describe('tag filter chips', () => {
  it('names each chip on its remove button, and offers clearing from two chips on', () => {
    const html = render(
      <TagFilterChips
        tags={[
          { id: 1, name: 'Graphs', color: '#409eff' },
          { id: 42, name: null, color: null },
        ]}
        onRemove={() => {}}
        onClear={() => {}}
      />,
    )
    expect(html).toContain('aria-label="Remove tag filter: Graphs"')
    expect(html).toContain('aria-label="Remove tag filter: Tag #42"')
    expect(html).toContain('Clear all')
  })

  it('renders nothing without chosen tags', () => {
    expect(render(<TagFilterChips tags={[]} onRemove={() => {}} onClear={() => {}} />)).toBe('')
  })
})

describe('classification button', () => {
  const group = {
    key: 'c1',
    name: 'Graphs',
    tags: [1, 2, 3].map((id) => tag(id, `t${id}`, null, 1)),
  }

  it('says how many of its tags are chosen and that it opens a popup', () => {
    const html = render(<TagClassificationPopover group={group} chosen={[2, 3, 99]} onToggle={() => {}} />)
    expect(html).toContain('aria-label="Graphs: 3 tags, 2 chosen"')
    expect(html).toContain('aria-haspopup="dialog"')
    expect(html).toContain('aria-expanded="false"')
  })

  it('names the unclassified group', () => {
    const html = render(
      <TagClassificationPopover group={{ ...group, name: null }} chosen={[]} onToggle={() => {}} />,
    )
    expect(html).toContain('aria-label="Other: 3 tags"')
  })
})

describe('pick one', () => {
  it('has its own text for "no public problem" and passes other failures on', () => {
    expect(pickFailure(new ApiCallError(404, 'whatever'))).toEqual({ id: 'problems.list.random.none' })
    expect(pickFailure(new ApiCallError(500, 'Server down'))).toEqual({ text: 'Server down' })
    expect(pickFailure('?')).toEqual({ id: 'problems.list.random.failed' })
  })
})

describe('locales', () => {
  it('have the same problems.list and problems.home ids in both languages', () => {
    const ids = (m: Record<string, string>) =>
      Object.keys(m)
        .filter((k) => k.startsWith('problems.list.') || k.startsWith('problems.home.'))
        .sort()
    expect(ids(zhCN)).toEqual(ids(en))
  })
})
