import { css } from '@oj/sdk/css'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { ProgressBar } from './progress-bar.tsx'

const meta = {
  title: 'ui/ProgressBar',
  component: ProgressBar,
  args: { value: 37, max: 120 },
  decorators: [(Story) => <div className={css({ maxW: '320px' })}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>
export default meta
type Story = StoryObj<typeof meta>

export const PassRate: Story = {}
export const TwoDecimals: Story = { args: { decimals: 2, label: 'AC' } }
export const NoSubmissions: Story = { args: { value: 0, max: 0 } }
export const Tones: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '3' })}>
      {(['accent', 'success', 'warning', 'danger'] as const).map((tone, i) => (
        <ProgressBar key={tone} tone={tone} value={(i + 1) * 22} />
      ))}
    </div>
  ),
}
