import { uiMessages } from '@oj/sdk/ui'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'

import en from '../locales/en.json' with { type: 'json' }
import { HomeTable } from './home-table.tsx'
import type { Loaded } from './use-get.ts'

interface Row {
  readonly id: number
  readonly name: string
}

const render = (loaded: Loaded<ReadonlyArray<Row>>) =>
  renderToStaticMarkup(
    <IntlProvider locale="en" messages={{ ...uiMessages.en, ...en }}>
      <HomeTable
        testId="home-x"
        heading="problems.home.rank.heading"
        loaded={loaded}
        columns={[{ key: 'name', header: 'Name', cell: (row: Row) => row.name }]}
        rowKey={(row) => row.id}
        empty="problems.home.rank.empty"
      />
    </IntlProvider>,
  )

describe('home table card', () => {
  it('shows its heading and rows', () => {
    const html = render({ state: 'ready', data: [{ id: 1, name: 'alice' }] })
    expect(html).toContain('data-testid="home-x"')
    expect(html).toContain('7-Day AC Rank')
    expect(html).toContain('alice')
  })

  it('says empty, or failed when the load failed', () => {
    expect(render({ state: 'ready', data: [] })).toContain('Nobody has solved a problem in the last 7 days')
    const failed = render({ state: 'failed' })
    expect(failed).toContain('Could not load; try again later')
    expect(failed).not.toContain('Nobody has solved')
  })
})
