import { css } from '@oj/sdk/css'
import { Button } from '@oj/sdk/ui'
import { usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { pageStyle } from './page-style.ts'

const wrapStyle = css({ textAlign: 'center', py: { base: '12', md: '20' } })
const codeStyle = css({
  fontSize: { base: '96px', md: '140px' },
  fontWeight: '800',
  lineHeight: '1',
  color: 'accent.default',
  letterSpacing: '0.04em',
  animation: 'oj-float 3s ease-in-out infinite',
  textShadow: '0 12px 24px rgb(29 100 234 / 0.18)',
})
const titleStyle = css({ textStyle: 'h2', mt: '6', mb: '2' })
const textStyle = css({ color: 'fg.muted' })
const actionsStyle = css({ display: 'flex', justifyContent: 'center', gap: '3', mt: '8' })

/** Unknown paths (spec 1 §2): an animated 404 with Go Home and Back. */
export default function NotFoundPage(): ReactNode {
  const platform = usePlatform()
  return (
    <div className={pageStyle} data-testid="not-found">
      <div className={wrapStyle}>
        <div className={codeStyle} aria-hidden>
          404
        </div>
        <h1 className={titleStyle}>
          <FormattedMessage id="frame.notFound.title" />
        </h1>
        <p className={textStyle}>
          <FormattedMessage id="frame.notFound.text" />
        </p>
        <div className={actionsStyle}>
          <Button onClick={() => platform.navigate('/home')}>
            <FormattedMessage id="frame.notFound.home" />
          </Button>
          <Button variant="outline" tone="neutral" onClick={() => window.history.back()}>
            <FormattedMessage id="frame.notFound.back" />
          </Button>
        </div>
      </div>
    </div>
  )
}
