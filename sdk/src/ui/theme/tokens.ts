// Base tokens added to preset-panda's: the brand palette, font stacks with CJK fallbacks, radii
// and a few layout sizes. Values are raw; components use the semantic tokens of semantic.ts.
import { defineTokens } from '@pandacss/dev'

const cjkSans = [
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"WenQuanYi Zen Hei"',
]

export const tokens = defineTokens({
  colors: {
    brand: {
      50: { value: '#eef6ff' },
      100: { value: '#d9eaff' },
      200: { value: '#bcdaff' },
      300: { value: '#8ec3ff' },
      400: { value: '#59a1fc' },
      500: { value: '#3381f6' },
      600: { value: '#1d64ea' },
      700: { value: '#1750d6' },
      800: { value: '#1942ad' },
      900: { value: '#1a3c88' },
      950: { value: '#152653' },
    },
  },
  fonts: {
    body: {
      value: [
        'system-ui',
        '-apple-system',
        '"Segoe UI"',
        'Roboto',
        '"Helvetica Neue"',
        'Arial',
        ...cjkSans,
        'sans-serif',
      ].join(', '),
    },
    heading: { value: '{fonts.body}' },
    code: {
      value: [
        'ui-monospace',
        'SFMono-Regular',
        'Menlo',
        'Consolas',
        '"Liberation Mono"',
        '"Noto Sans Mono CJK SC"',
        '"WenQuanYi Zen Hei Mono"',
        'monospace',
      ].join(', '),
    },
  },
  radii: {
    control: { value: '6px' },
    card: { value: '10px' },
    pill: { value: '9999px' },
  },
  sizes: {
    // The top bar is replaced by a drawer under the lg breakpoint (992 px, spec 1 §1).
    topbar: { value: '60px' },
    page: { value: '1280px' },
  },
  spacing: {
    gutter: { value: '{spacing.4}' },
    section: { value: '{spacing.6}' },
  },
  // Layers, lowest first: page chrome, then popovers, then modal surfaces, then toasts on top.
  zIndex: {
    sticky: { value: 1100 },
    dropdown: { value: 1200 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    toast: { value: 1700 },
    tooltip: { value: 1800 },
  },
  durations: {
    toast: { value: '4000ms' },
  },
})
