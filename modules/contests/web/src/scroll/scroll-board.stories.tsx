import { uiMessages } from '@oj/sdk/ui'
import { useState } from 'react'
import { IntlProvider } from 'react-intl'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import { scrollInfo, scrollRuns } from '../stories/tool-fixtures.ts'
import { revealAll, type RevealState, sealedBoard, step } from './reveal.ts'
import { ScrollBoard } from './scroll-board.tsx'

const messages = { 'zh-CN': zhCN, en }

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
  decorators: [
    (Story, context) => {
      const locale = (context.globals['locale'] as 'zh-CN' | 'en' | undefined) ?? 'zh-CN'
      return (
        <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages[locale] }}>
          <Story />
        </IntlProvider>
      )
    },
  ],
  args: { from: sealed },
} satisfies Meta<typeof Playable>
export default meta
type Story = StoryObj<typeof meta>

export const Sealed: Story = {}
export const CellSelected: Story = { args: { from: step(sealed) } }
export const MidReveal: Story = { args: { from: step(step(step(step(step(sealed))))) } }
export const Final: Story = { args: { from: revealAll(sealed) } }
