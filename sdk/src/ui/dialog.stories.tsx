import { css } from '@oj/sdk/css'
import { useState } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { Button } from './button.tsx'
import { Dialog, type DialogProps } from './dialog.tsx'
import { Select } from './select.tsx'
import { TextField } from './text-field.tsx'

function DialogDemo(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(props.open ?? false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        title={props.title ?? 'Login'}
        footer={
          <>
            <Button variant="outline" tone="neutral" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Login</Button>
          </>
        }
      >
        <div className={css({ display: 'grid', gap: '3' })}>
          <TextField label="Username" />
          <TextField label="Password" type="password" />
          {props.children}
        </div>
      </Dialog>
    </>
  )
}

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: { open: true, onOpenChange: () => {} },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const NoCloseOnOutsideClick: Story = { args: { closeOnInteractOutside: false, title: 'Stays open' } }
export const Small: Story = { args: { size: 'sm', title: 'Confirm', role: 'alertdialog' } }
export const FullScreen: Story = { args: { size: 'full', title: 'A form of many fields' } }
/** A select's list opens above the dialog that holds it. */
export const WithSelect: Story = {
  args: {
    title: 'Language',
    children: (
      <Select
        label="Language"
        defaultValue="C"
        options={['C', 'C++', 'Java', 'Python3', 'Go'].map((v) => ({ value: v, label: v }))}
      />
    ),
  },
}
