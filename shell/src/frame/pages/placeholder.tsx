import { css } from '@oj/sdk/css'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { pageStyle } from './page-style.ts'

const cardStyle = css({
  bg: 'bg.surface',
  borderRadius: 'card',
  boxShadow: 'card',
  p: '10',
  textAlign: 'center',
})

/** Frame pages that later issues fill in (user home, settings, message center, about). */
export default function PlaceholderPage(): ReactNode {
  return (
    <div className={pageStyle}>
      <div className={cardStyle}>
        <h1 className={css({ textStyle: 'h2', mb: '2' })}>
          <FormattedMessage id="frame.placeholder.title" />
        </h1>
        <p className={css({ color: 'fg.muted' })}>
          <FormattedMessage id="frame.placeholder.text" />
        </p>
      </div>
    </div>
  )
}
