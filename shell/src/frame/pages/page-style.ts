import { css } from '@oj/sdk/css'

/** The width and padding of every frame page, matching the top bar. */
export const pageStyle = css({ maxW: 'page', mx: 'auto', px: 'gutter', py: 'section', w: 'full' })
