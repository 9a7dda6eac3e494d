import { css } from '@oj/sdk/css'
import { IntlProvider } from 'react-intl'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { LOCALES } from '../shared/locale.ts'
import { uiMessages } from './messages.ts'
import { JUDGE_STATUSES } from './status.ts'
import { StatusTag } from './status-tag.tsx'

const meta = {
  title: 'ui/StatusTag',
  component: StatusTag,
  args: { status: 0 },
} satisfies Meta<typeof StatusTag>
export default meta
type Story = StoryObj<typeof meta>

const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: '2' })
const table = css({ borderCollapse: 'collapse', fontSize: '13px', '& td': { px: '2', py: '1' } })
const mono = css({ fontFamily: 'code', color: 'fg.muted', whiteSpace: 'nowrap' })
const columns = css({ display: 'flex', flexWrap: 'wrap', gap: '6', alignItems: 'flex-start' })
const stack = css({ display: 'flex', flexDirection: 'column', gap: '1.5', alignItems: 'flex-start' })

export const Accepted: Story = {}
export const WrongAnswerShort: Story = { args: { status: -1, short: true } }

export const AllStatuses: Story = {
  render: () => (
    <div className={grid}>
      {JUDGE_STATUSES.map((s) => (
        <div key={s.code} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <StatusTag status={s.code} short />
          <StatusTag status={s.code} />
        </div>
      ))}
    </div>
  ),
}

/**
 * Every judge status code of spec 1 §3, one row each: the code, the short and the full tag in each
 * variant, and the palette that colours it (the toolbar's language names them).
 */
export const EveryCodeWithItsColour: Story = {
  render: () => (
    <table className={table} data-testid="status-legend">
      <tbody>
        {JUDGE_STATUSES.map((s) => (
          <tr key={s.code} data-code={s.code}>
            <td className={mono}>{s.code}</td>
            <td>
              <StatusTag status={s.code} short />
            </td>
            <td>
              <StatusTag status={s.code} />
            </td>
            <td>
              <StatusTag status={s.code} variant="subtle" />
            </td>
            <td>
              <StatusTag status={s.code} variant="outline" />
            </td>
            <td className={mono}>{s.color}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
}

/** The same codes in both interface languages side by side, whatever the toolbar says. */
export const BothLanguages: Story = {
  render: () => (
    <div className={columns}>
      {LOCALES.map((locale) => (
        <IntlProvider key={locale} locale={locale} messages={uiMessages[locale]}>
          <div className={stack} lang={locale}>
            <span className={mono}>{locale}</span>
            {JUDGE_STATUSES.map((s) => (
              <StatusTag key={s.code} status={s.code} size="sm" />
            ))}
          </div>
        </IntlProvider>
      ))}
    </div>
  ),
}
