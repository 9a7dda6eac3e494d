import { css } from '@oj/sdk/css'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { Button } from './button.tsx'

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Submit' },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

const row = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', mb: '3' })

export const Solid: Story = {}
export const Outline: Story = { args: { variant: 'outline' } }
export const Ghost: Story = { args: { variant: 'ghost' } }
export const Loading: Story = { args: { loading: true } }

export const AllVariants: Story = {
  render: () => (
    <div>
      {(['accent', 'neutral', 'danger', 'success'] as const).map((tone) => (
        <div key={tone} className={row}>
          {(['solid', 'outline', 'ghost'] as const).map((variant) => (
            <Button key={variant} tone={tone} variant={variant}>
              {tone} {variant}
            </Button>
          ))}
        </div>
      ))}
      <div className={row}>
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
        <Button disabled>Disabled</Button>
        <Button asChild variant="outline">
          <a href="#top">A link</a>
        </Button>
      </div>
    </div>
  ),
}
