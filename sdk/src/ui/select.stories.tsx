import { useState } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { Select } from './select.tsx'

const languages = [
  { value: 'C', label: 'C' },
  { value: 'C++', label: 'C++' },
  { value: 'Java', label: 'Java' },
  { value: 'Python3', label: 'Python3' },
  { value: 'Python2', label: 'Python2', disabled: true },
]

const meta = {
  title: 'ui/Select',
  component: Select,
  args: { options: languages, label: 'Language' },
} satisfies Meta<typeof Select>
export default meta
type Story = StoryObj<typeof meta>

export const Placeholder: Story = {}
export const Small: Story = {
  args: { size: 'sm', defaultValue: 'Java', label: undefined, 'aria-label': 'Language' },
}

function Controlled() {
  const [value, setValue] = useState('C++')
  return (
    <div>
      <Select options={languages} value={value} onValueChange={setValue} aria-label="Language" />
      <p>Chosen: {value || '—'}</p>
    </div>
  )
}
export const ControlledValue: Story = { render: () => <Controlled /> }

export const Disabled: Story = { args: { defaultValue: 'C', disabled: true } }

function InForm() {
  const [sent, setSent] = useState('')
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        setSent(new URLSearchParams([...new FormData(event.currentTarget)] as string[][]).toString())
      }}
    >
      <Select options={languages} name="language" defaultValue="Java" label="Language" />
      <button type="submit">Send</button>
      <p>Sent: {sent || '—'}</p>
    </form>
  )
}
/** The chosen value goes with the form under `name`. */
export const NamedInForm: Story = { render: () => <InForm /> }
