import './problem-detail.css'

import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../../stories/kit.tsx'
import { sumOfSquares } from '../../stories/statement.ts'
import { DescriptionPane } from './description-pane.tsx'

const detail = sumOfSquares

const meta = {
  title: 'problems/Problem description',
  component: DescriptionPane,
  decorators: [withModule({ maxWidth: 760 })],
  args: { detail },
} satisfies Meta<typeof DescriptionPane>
export default meta
type Story = StoryObj<typeof meta>

/** A local problem: math in every section, code in the output, two samples, limits for C/C++ and others. */
export const WithMathAndCode: Story = {}
/** A remote judge's problem: limits as given; in a contest the source is hidden. */
export const RemoteInContest: Story = {
  args: { detail: { ...detail, problem: { ...detail.problem, isRemote: true } }, hideSource: true },
}
