import { css } from '@oj/sdk/css'

/** A home page card: white, rounded, with a header row of title and actions. */
export const cardStyle = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'card',
  p: { base: '4', md: '5' },
  minW: '0',
})
export const cardHeadStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mb: '3',
})
export const cardTitleStyle = css({ textStyle: 'h3', m: '0', color: 'fg.default' })
export const mutedStyle = css({ color: 'fg.muted', textStyle: 'bodySm' })
