import { css } from '@oj/sdk/css'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { DifficultyTag } from './difficulty-tag.tsx'

const meta = {
  title: 'ui/DifficultyTag',
  component: DifficultyTag,
  args: { level: 0 },
} satisfies Meta<typeof DifficultyTag>
export default meta
type Story = StoryObj<typeof meta>

export const Easy: Story = {}
export const AllLevels: Story = {
  render: () => (
    <div className={css({ display: 'flex', gap: '2' })}>
      {[0, 1, 2].map((level) => (
        <DifficultyTag key={level} level={level} />
      ))}
      {[0, 1, 2].map((level) => (
        <DifficultyTag key={`s${level}`} level={level} variant="subtle" />
      ))}
    </div>
  ),
}
