import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'

import { uiMessages } from './messages.ts'
import { Table, type TableColumn } from './table.tsx'

type Row = { readonly name: string; readonly score: number; readonly mark: string }

const columns: ReadonlyArray<TableColumn<Row>> = [
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'score', header: 'Score', align: 'end', cell: (r) => r.score },
  { key: 'mark', header: 'Mark', align: 'center', cell: (r) => r.mark },
]

/** The text-align classes of each cell of a row (`th` or `td`), in column order. */
const alignments = (html: string, tag: 'th' | 'td') =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*class="([^"]*)"`, 'g'))].map((m) =>
    (m[1] ?? '').split(' ').filter((c) => c.startsWith('ta_')),
  )

describe('Table', () => {
  it('aligns each header as its column’s cells, with one text-align each', () => {
    const html = renderToStaticMarkup(
      <IntlProvider locale="en" messages={uiMessages.en}>
        <Table columns={columns} rows={[{ name: 'ann', score: 7, mark: 'A' }]} rowKey={(r) => r.name} />
      </IntlProvider>,
    )
    const heads = alignments(html, 'th')
    expect(heads).toEqual(alignments(html, 'td'))
    expect(heads).toEqual([['ta_start'], ['ta_end'], ['ta_center']])
  })
})
