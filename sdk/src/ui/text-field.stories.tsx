import { css } from '@oj/sdk/css'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { Input, TextField } from './text-field.tsx'

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: { label: 'Username', placeholder: 'At most 20 characters' },
  decorators: [(Story) => <div className={css({ maxW: '360px' })}>{Story()}</div>],
} satisfies Meta<typeof TextField>
export default meta
type Story = StoryObj<typeof meta>

export const Basic: Story = {}
export const WithHint: Story = { args: { hint: 'Shown on your profile', required: true } }
export const WithError: Story = { args: { error: 'The username already exists', defaultValue: 'root' } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 'alice' } }
export const Multiline: Story = { args: { label: 'Input', multiline: true, rows: 5 } }
export const BareInput: Story = { render: () => <Input placeholder="Search problems" size="sm" /> }
