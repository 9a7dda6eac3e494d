import { css } from '@oj/sdk/css'

/** A white card of the user home. */
export const cardStyle = css({
  bg: 'bg.surface',
  borderRadius: 'card',
  boxShadow: 'card',
  p: { base: '4', md: '5' },
  minW: '0',
})
export const cardTitleStyle = css({ fontSize: 'md', fontWeight: 'semibold', mt: '0', mb: '3' })
export const mutedStyle = css({ color: 'fg.muted' })
