import { css } from '@oj/sdk/css'
import { useState } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { Tag } from './tag.tsx'
import { TAG_COLORS } from './tag-colors.ts'

const meta = {
  title: 'ui/Tag',
  component: Tag,
  args: { children: '动态规划' },
} satisfies Meta<typeof Tag>
export default meta
type Story = StoryObj<typeof meta>

const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap', mb: '3' })

export const Basic: Story = {}
export const CustomColor: Story = { args: { customColor: '#8e44ad', children: 'Graph' } }

export const Palettes: Story = {
  render: () => (
    <div>
      {(['subtle', 'solid', 'outline'] as const).map((variant) => (
        <div key={variant} className={row}>
          {TAG_COLORS.map((c) => (
            <Tag key={c} color={c} variant={variant}>
              {c}
            </Tag>
          ))}
        </div>
      ))}
    </div>
  ),
}

function FilterChips() {
  const [chosen, setChosen] = useState<ReadonlyArray<string>>(['DP'])
  const all = ['DP', 'Greedy', 'Graph', '数论']
  const toggle = (t: string) => setChosen((c) => (c.includes(t) ? c.filter((x) => x !== t) : [...c, t]))
  return (
    <div>
      <div className={row}>
        {all.map((t) => (
          <Tag key={t} color="brand" selected={chosen.includes(t)} onClick={() => toggle(t)}>
            {t}
          </Tag>
        ))}
      </div>
      <div className={row}>
        {chosen.map((t) => (
          <Tag key={t} color="blue" closable onClose={() => toggle(t)}>
            {t}
          </Tag>
        ))}
      </div>
    </div>
  )
}

export const ClickableAndClosable: Story = { render: () => <FilterChips /> }
