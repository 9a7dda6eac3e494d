import { css } from '@oj/sdk/css'

// The settings cards' shared layout.
export const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
export const full = css({ gridColumn: { md: '1 / -1' } })
export const row = css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer' })
export const footer = css({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '2',
  mt: '4',
  flexWrap: 'wrap',
})
export const note = css({ textStyle: 'bodySm', color: 'fg.muted', m: '0' })
export const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '4',
  rowGap: '1.5',
  m: '0',
  '& dt': { color: 'fg.muted' },
  '& dd': { m: '0', overflowWrap: 'anywhere' },
})
