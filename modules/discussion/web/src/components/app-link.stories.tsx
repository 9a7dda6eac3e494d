import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../stories/kit.tsx'
import { AppLink } from './app-link.tsx'

const meta = {
  title: 'discussion/AppLink',
  component: AppLink,
  decorators: [withModule({ api: {} })],
  args: { to: '/discussion-detail/7', children: '[P1000] Reading input until the end' },
} satisfies Meta<typeof AppLink>
export default meta
type Story = StoryObj<typeof meta>

export const Link: Story = {}
