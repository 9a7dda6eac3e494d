// Semantic tokens: what components ask for (fg, bg, border, accent, feedback), plus one colour per
// judge status and per difficulty, so pages that show a bare coloured word use the same hues as tags.
import { defineSemanticTokens } from '@pandacss/dev'

import { DIFFICULTIES } from '../difficulty.ts'
import { JUDGE_STATUSES } from '../status.ts'

const ref = (palette: string, step: number) => ({ value: `{colors.${palette}.${step}}` })

const statusColors = Object.fromEntries(JUDGE_STATUSES.map((s) => [s.key, ref(s.color, 600)]))
const difficultyColors = Object.fromEntries(DIFFICULTIES.map((d) => [d.key, ref(d.color, 600)]))

export const semanticTokens = defineSemanticTokens({
  colors: {
    fg: {
      default: ref('gray', 900),
      muted: ref('gray', 600),
      subtle: ref('gray', 400),
      onAccent: { value: '{colors.white}' },
    },
    bg: {
      canvas: ref('gray', 50),
      surface: { value: '{colors.white}' },
      muted: ref('gray', 100),
      subtle: ref('gray', 50),
      overlay: { value: 'rgb(15 23 42 / 0.45)' },
    },
    border: {
      default: ref('gray', 200),
      muted: ref('gray', 100),
      strong: ref('gray', 300),
    },
    accent: {
      default: ref('brand', 600),
      emphasized: ref('brand', 700),
      fg: ref('brand', 700),
      subtle: ref('brand', 50),
      muted: ref('brand', 100),
    },
    success: { default: ref('green', 600), subtle: ref('green', 50) },
    warning: { default: ref('orange', 500), subtle: ref('orange', 50) },
    danger: { default: ref('red', 600), emphasized: ref('red', 700), subtle: ref('red', 50) },
    info: { default: ref('brand', 600), subtle: ref('brand', 50) },
    status: statusColors,
    difficulty: difficultyColors,
    /** Syntax colours of highlighted code (on bg.muted). */
    code: {
      keyword: ref('purple', 700),
      string: ref('green', 700),
      number: ref('orange', 700),
      comment: ref('gray', 500),
      title: ref('brand', 700),
      meta: ref('teal', 700),
    },
  },
  shadows: {
    card: { value: '0 1px 2px rgb(15 23 42 / 0.06), 0 1px 3px rgb(15 23 42 / 0.1)' },
    popover: { value: '0 8px 24px rgb(15 23 42 / 0.16)' },
    focus: { value: '0 0 0 3px {colors.brand.200}' },
  },
})
