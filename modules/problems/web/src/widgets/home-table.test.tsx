import { uiMessages } from '@oj/sdk/ui'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'

import en from '../locales/en.json' with { type: 'json' }
import { HomeTable } from './home-table.tsx'

interface Row {
  readonly id: number
  readonly name: string
}

const render = (loaded: { rows?: ReadonlyArray<Row>; failed?: boolean }) =>
  renderToStaticMarkup(
    <IntlProvider locale="en" messages={{ ...uiMessages.en, ...en }}>
      <HomeTable
        testId="home-x"
        heading="problems.home.rank.heading"
        rows={loaded.rows}
        loading={false}
        failed={loaded.failed ?? false}
        onRetry={() => undefined}
        columns={[{ key: 'name', header: 'Name', cell: (row: Row) => row.name }]}
        rowKey={(row) => row.id}
        empty="problems.home.rank.empty"
      />
    </IntlProvider>,
  )

describe('home table card', () => {
  it('shows its heading and rows', () => {
    const html = render({ rows: [{ id: 1, name: 'alice' }] })
    expect(html).toContain('data-testid="home-x"')
    expect(html).toContain('7-Day AC Rank')
    expect(html).toContain('alice')
  })

  it('says empty, or failed when the load failed', () => {
    expect(render({ rows: [] })).toContain('Nobody has solved a problem in the last 7 days')
    const failed = render({ failed: true })
    expect(failed).toContain('data-testid="load-error"')
    expect(failed).toContain('Retry')
    expect(failed).not.toContain('Nobody has solved')
  })
})
