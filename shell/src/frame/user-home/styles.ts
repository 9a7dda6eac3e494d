import { css } from '@oj/sdk/css'

/** Secondary text of the user home's cards. */
export const mutedStyle = css({ color: 'fg.muted' })
