import { useState } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { Button } from './button.tsx'
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx'

function ConfirmDemo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open)
  const [answer, setAnswer] = useState('')
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button> <span>{answer}</span>
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        onConfirm={() =>
          new Promise<void>((done) => setTimeout(done, 600)).then(() => setAnswer('confirmed'))
        }
      />
    </>
  )
}

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: () => {},
    onConfirm: () => {},
    title: 'Reset the code?',
    text: 'The code goes back to the template of this language.',
  },
  render: (args) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Accent: Story = {}
export const Danger: Story = {
  args: { tone: 'danger', title: 'Delete all messages?', text: 'They cannot be brought back.' },
}
