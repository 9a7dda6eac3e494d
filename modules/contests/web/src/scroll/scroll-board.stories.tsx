import { useState } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { scrollInfo, scrollRuns } from '../stories/tool-fixtures.ts'
import { withModule } from '../stories/world.tsx'
import { revealAll, type RevealState, sealedBoard, step } from './reveal.ts'
import { ScrollBoard } from './scroll-board.tsx'

const sealed = sealedBoard({
  problems: Object.keys(scrollInfo.balloonColor),
  start: scrollInfo.startTime,
  seal: scrollInfo.sealRankTime,
  runs: scrollRuns,
  stars: scrollInfo.starUserList,
  removeStar: false,
  show: 'username',
  medals: [1, 2, 2],
})

/** The board with its own steps (click or keys), from a given state. */
function Playable(props: { readonly from: RevealState }) {
  const [state, setState] = useState(props.from)
  return (
    <ScrollBoard
      title="Weekly ACM Round 12"
      state={state}
      colors={scrollInfo.balloonColor}
      onStep={() => setState((s) => step(s))}
    />
  )
}

const meta = {
  title: 'contests/ScrollBoard',
  component: Playable,
  decorators: [withModule()],
  args: { from: sealed },
} satisfies Meta<typeof Playable>
export default meta
type Story = StoryObj<typeof meta>

export const Sealed: Story = {}
export const CellSelected: Story = { args: { from: step(sealed) } }
export const MidReveal: Story = { args: { from: step(step(step(step(step(sealed))))) } }
export const Final: Story = { args: { from: revealAll(sealed) } }
