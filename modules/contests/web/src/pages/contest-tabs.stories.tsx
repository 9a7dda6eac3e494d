import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../stories/world.tsx'
import { ContestTabs } from './contest-tabs.tsx'

const meta = {
  title: 'contests/ContestTabs',
  component: ContestTabs,
  decorators: [withModule()],
  args: { cid: 7, active: 'rank', locked: false },
} satisfies Meta<typeof ContestTabs>
export default meta
type Story = StoryObj<typeof meta>

export const Running: Story = {}
export const LockedBeforeStart: Story = { args: { active: '', locked: true } }
export const WithToolsForAnAdmin: Story = {
  args: { active: 'ac-info', tools: ['print', 'admin-print', 'ac-info', 'scroll-board'] },
}
export const WithPrintForAContestant: Story = { args: { active: 'print', tools: ['print'] } }
