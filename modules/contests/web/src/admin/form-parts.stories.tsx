import { type AwardConfigItem, DEFAULT_AWARD_CONFIG } from '@oj/contests-contract'
import { type ReactNode, useState } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { AccountRuleFields } from './account-rule-fields.tsx'
import { inAdminWorld } from './admin-world.tsx'
import { AwardEditor } from './award-editor.tsx'
import { emptyAccountRule } from './contest-form-model.ts'
import { StarUsers } from './star-users.tsx'

// The contest form's parts on their own, each keeping its state.

function Parts(props: { readonly awardType: number }): ReactNode {
  const [stars, setStars] = useState<ReadonlyArray<string>>(['coach'])
  const [awardType, setAwardType] = useState(props.awardType)
  const [awards, setAwards] = useState<ReadonlyArray<AwardConfigItem>>(DEFAULT_AWARD_CONFIG)
  const [rule, setRule] = useState({ ...emptyAccountRule, prefix: 'team', start: '1', end: '30' })
  return (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <StarUsers value={stars} onChange={setStars} />
      <AwardEditor
        awardType={awardType}
        items={awards}
        onTypeChange={setAwardType}
        onItemsChange={setAwards}
      />
      <AccountRuleFields value={rule} onChange={setRule} />
    </div>
  )
}

const meta = {
  title: 'contests/admin/FormParts',
  component: Parts,
  decorators: [inAdminWorld({})],
  args: { awardType: 1 },
} satisfies Meta<typeof Parts>
export default meta
type Story = StoryObj<typeof meta>

export const ByProportion: Story = {}
export const ByCount: Story = { args: { awardType: 2 } }
export const NoAwards: Story = { args: { awardType: 0 } }
