import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { Button } from './button.tsx'
import { Card } from './card.tsx'
import { Empty } from './empty.tsx'
import { LoadError } from './load-error.tsx'

const meta = {
  title: 'ui/Card',
  component: Card,
  args: { title: 'Latest problems', children: 'Rows of the card go here.' },
} satisfies Meta<typeof Card>
export default meta
type Story = StoryObj<typeof meta>

export const WithTitle: Story = {}
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="outline">
        Refresh
      </Button>
    ),
  },
}
export const Plain: Story = { args: { title: undefined } }
export const Failed: Story = { args: { children: <LoadError onRetry={() => {}} /> } }
export const Nothing: Story = { args: { children: <Empty /> } }
export const NothingWithAction: Story = {
  args: { children: <Empty message="No submissions yet" action={<Button size="sm">Submit one</Button>} /> },
}
