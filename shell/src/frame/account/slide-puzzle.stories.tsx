// The slide puzzle alone, and the login view after the server asked for it. A stand-in server draws
// one puzzle (an SVG, the piece cut out of the same drawing), accepts the piece within 3 px of the
// gap, and lets 'root' / 'root-pass' in only with a proof.
import type { Locale } from '@oj/sdk'
import { AccountsApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { uiMessages } from '@oj/sdk/ui'
import { createPlatform, createStore, installPlatform } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import type { Decorator, Meta, StoryObj } from 'storybook-react-rsbuild'

import { FRAME_EN, FRAME_ZH_CN } from '../catalogue.ts'
import { ShellContext } from '../shell-context.tsx'
import { LoginForm } from './login-view.tsx'
import { SlidePuzzle } from './slide-puzzle.tsx'

const HOLE = { x: 182, y: 58, size: 50 }
const DRAWING =
  '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#6d28d9"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient></defs><rect width="300" height="150" fill="url(#g)"/><circle cx="70" cy="60" r="38" fill="#fbbf24"/><circle cx="205" cy="85" r="30" fill="#f472b6"/><path d="M0 130 Q80 90 150 125 T300 110 V150 H0 Z" fill="#22c55e"/>'
const svg = (body: string, attributes: string) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`)}`
const background = svg(
  `${DRAWING}<rect x="${HOLE.x}" y="${HOLE.y}" width="50" height="50" fill="#000" opacity="0.6"/>`,
  'width="300" height="150"',
)
const piece = svg(
  `${DRAWING}<rect x="${HOLE.x + 1}" y="${HOLE.y + 1}" width="48" height="48" fill="none" stroke="#fff" stroke-width="2"/>`,
  `width="50" height="50" viewBox="${HOLE.x} ${HOLE.y} 50 50"`,
)

const VERIFY_AGAIN: Record<Locale, string> = {
  'zh-CN': '操作过于频繁，可能是机器操作！请重新验证！',
  en: 'Speed too fast, may be machine operation! Please verify again!',
}

function reply(status: number, msg: string, data: unknown): Response {
  return new Response(JSON.stringify({ status, msg, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

function standInServer(locale: Locale): typeof fetch {
  let keys = 0
  return async (input, init) => {
    const path = new URL(String(input), 'http://story.local').pathname.replace(/^\/ojapi/, '')
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}
    switch (path) {
      case AccountsApi.slidePuzzle.path:
        return reply(200, 'success', {
          puzzleKey: `key-${++keys}`,
          background,
          piece,
          y: HOLE.y,
          width: 300,
          height: 150,
          pieceSize: HOLE.size,
        })
      case AccountsApi.checkSlidePuzzle.path:
        return Math.abs(Number(body['x']) - HOLE.x) <= 3
          ? reply(200, 'success', { verifyProof: 'story-proof' })
          : reply(400, 'Verification failed, please try again', null)
      case AccountsApi.login.path:
        if (body['verifyProof'] !== 'story-proof')
          return reply(400, VERIFY_AGAIN[locale], { needVerify: true })
        if (body['username'] !== 'root' || body['password'] !== 'root-pass')
          return reply(400, 'Please check your username or password', null)
        return reply(200, 'success', { uid: 'u-root', username: 'root', roleList: ['root'], token: 'T' })
      default:
        return reply(200, 'success', null)
    }
  }
}

const withStandIn: Decorator = (Story, context) => {
  const locale = (context.globals['locale'] as Locale | undefined) ?? 'zh-CN'
  const platform = createPlatform({
    locale,
    fetch: standInServer(locale),
    storage: undefined,
    navigate: () => {},
  })
  installPlatform(platform)
  const messages = { ...uiMessages[locale], ...(locale === 'en' ? FRAME_EN : FRAME_ZH_CN) }
  return (
    <ShellContext.Provider value={{ platform, modulesReady: createStore(true) }}>
      <IntlProvider locale={locale} messages={messages}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </IntlProvider>
    </ShellContext.Provider>
  )
}

const frameStyle = css({ maxW: '380px', p: '6', bg: 'bg.surface', borderRadius: 'card', boxShadow: 'card' })

function PuzzleDemo(): ReactNode {
  const [proof, setProof] = useState<string>()
  return (
    <div className={frameStyle}>
      <SlidePuzzle username="dave" onSolved={setProof} />
      {proof ? (
        <p data-testid="puzzle-proof">
          <FormattedMessage id="frame.puzzle.solved" />: {proof}
        </p>
      ) : null}
    </div>
  )
}

const meta = {
  title: 'frame/Slide puzzle',
  component: PuzzleDemo,
  decorators: [withStandIn],
} satisfies Meta<typeof PuzzleDemo>
export default meta
type Story = StoryObj<typeof meta>

/** Drag the handle (or focus it, use the arrow keys, press Enter) until the piece fills the gap. */
export const Puzzle: Story = {}

/** Log in as root / root-pass: the server asks for the puzzle, then the solved puzzle logs in. */
export const LoginAskingForThePuzzle: Story = {
  render: () => (
    <div className={frameStyle}>
      <LoginForm onSwitch={() => {}} />
    </div>
  ),
}
