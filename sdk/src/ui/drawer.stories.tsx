import { css } from '@oj/sdk/css'
import { useState } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { Button } from './button.tsx'
import { Drawer, type DrawerProps } from './drawer.tsx'

const link = css({ display: 'block', py: '2', color: 'fg.default', textDecoration: 'none' })

function DrawerDemo(props: Partial<DrawerProps>) {
  const [open, setOpen] = useState(props.open ?? false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Menu</Button>
      <Drawer {...props} open={open} onOpenChange={setOpen} title={props.title ?? 'OJ'}>
        {['Home', 'Problem', 'Training', 'Contest', 'Status', 'Rank', 'Discussion', 'Group'].map((n) => (
          <a key={n} href="#top" className={link}>
            {n}
          </a>
        ))}
      </Drawer>
    </>
  )
}

const meta = {
  title: 'ui/Drawer',
  component: Drawer,
  args: { open: true, onOpenChange: () => {} },
  render: (args) => <DrawerDemo {...args} />,
} satisfies Meta<typeof Drawer>
export default meta
type Story = StoryObj<typeof meta>

export const Start: Story = {}
export const End: Story = { args: { side: 'end', title: 'Filters' } }
