import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { Button } from './button.tsx'
import { Menu } from './menu.tsx'

const meta = {
  title: 'ui/Menu',
  component: Menu,
  args: {
    trigger: <Button variant="outline">alice ▾</Button>,
    items: [
      { value: 'home', label: 'User Home' },
      { value: 'submissions', label: 'My Submissions' },
      { value: 'settings', label: 'Settings' },
      { value: 'admin', label: 'Management', disabled: true },
      { value: 'wiki', label: 'OI Wiki', href: 'https://oi-wiki.org', target: '_blank' },
      { value: 'logout', label: 'Logout', danger: true, separatorBefore: true },
    ],
  },
} satisfies Meta<typeof Menu>
export default meta
type Story = StoryObj<typeof meta>

export const UserMenu: Story = {}
