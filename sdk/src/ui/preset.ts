// The product's panda preset. Apps list it after '@pandacss/preset-panda' (listing presets replaces
// panda's default one); `pandaConfig()` and `remotePandaConfig()` in ./panda.ts do this for them.
import { definePreset } from '@pandacss/dev'

import { semanticTokens } from './theme/semantic.ts'
import { textStyles } from './theme/text-styles.ts'
import { tokens } from './theme/tokens.ts'

export const ojPreset = definePreset({
  name: '@oj/sdk',
  theme: {
    extend: {
      // Bootstrap-like steps so that md = 768 px (small pager) and lg = 992 px (drawer nav), spec 1 §1.
      breakpoints: { sm: '576px', md: '768px', lg: '992px', xl: '1200px', '2xl': '1536px' },
      tokens,
      semanticTokens,
      textStyles,
      keyframes: {
        'oj-fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        'oj-fade-out': { from: { opacity: '1' }, to: { opacity: '0' } },
        'oj-pop-in': {
          from: { opacity: '0', transform: 'scale(0.96)' },
          to: { opacity: '1', transform: 'scale(1)' },
        },
        'oj-slide-in-left': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
        'oj-slide-in-right': { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        'oj-slide-down': {
          from: { opacity: '0', transform: 'translateY(-8px)' },
          to: { opacity: '1', transform: 'translateY(0)' },
        },
      },
    },
  },
  globalCss: {
    extend: {
      html: { fontFamily: 'body', color: 'fg.default', bg: 'bg.canvas', textStyle: 'body' },
      '*:focus-visible': { outline: '2px solid {colors.accent.default}', outlineOffset: '1px' },
    },
  },
})
