import { css } from '@oj/sdk/css'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { Button } from './button.tsx'
import { showToast, Toaster } from './toaster.tsx'

function ToastDemo() {
  return (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      <Button tone="success" onClick={() => showToast('success', 'Submit code successfully')}>
        success
      </Button>
      <Button onClick={() => showToast('info', 'Good luck to you')}>info</Button>
      <Button tone="neutral" onClick={() => showToast('warning', 'Please login first')}>
        warning
      </Button>
      <Button tone="danger" onClick={() => showToast('error', 'Code can not be empty')}>
        error
      </Button>
      <Toaster />
    </div>
  )
}

const meta = {
  title: 'ui/Toaster',
  component: Toaster,
  render: () => <ToastDemo />,
} satisfies Meta<typeof Toaster>
export default meta
type Story = StoryObj<typeof meta>

export const OneAtATime: Story = {
  play: () => {
    showToast('success', 'Submit code successfully')
  },
}
