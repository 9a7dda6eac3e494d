import '../problem-detail.css'

import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../../../stories/kit.tsx'
import { ProblemTabs } from './problem-tabs.tsx'

const meta = {
  title: 'Problems/Problem page/Tabs',
  component: ProblemTabs,
  decorators: [withModule({ maxWidth: 760 })],
  args: {
    active: 'description',
    onSelect: () => {},
    showAnnex: false,
    discussionHref: '/discussion/P1000',
    onStatistic: () => {},
    leftOnly: false,
    onLeftOnly: () => {},
    focus: false,
  },
} satisfies Meta<typeof ProblemTabs>
export default meta
type Story = StoryObj<typeof meta>

/** A public problem: description, solutions, my submission; the discussion link and statistic. */
export const Public: Story = {}
/** A problem with extra files shows the Annex tab; here it is open, with only the problem shown. */
export const WithAnnex: Story = { args: { showAnnex: true, active: 'annex', leftOnly: true } }
/** A contest problem: no discussion, and the focus-mode switch. */
export const InContest: Story = {
  args: { discussionHref: undefined, focusHref: '/contest/7/problem/A/full-screen' },
}
/** In focus mode the switch leads back. */
export const Focused: Story = {
  args: { discussionHref: undefined, focusHref: '/contest/7/problem/A', focus: true, active: 'mine' },
}
