import { css } from '@oj/sdk/css'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

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
