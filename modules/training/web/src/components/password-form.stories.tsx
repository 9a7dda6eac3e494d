import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withIntl } from '../stories/intl.tsx'
import { PasswordForm } from './password-form.tsx'

const meta = {
  title: 'training/PasswordForm',
  component: PasswordForm,
  decorators: [withIntl],
  args: { onRegister: () => Promise.resolve() },
} satisfies Meta<typeof PasswordForm>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Pending: Story = { args: { pending: true } }
