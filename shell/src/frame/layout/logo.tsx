import { css } from '@oj/sdk/css'
import { useSiteConfig } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'

import { useToggleLocale } from './language-toggle.tsx'
import { LogoMark } from './logo-mark.tsx'

const logoStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  border: 'none',
  bg: 'transparent',
  p: '0',
  color: 'fg.default',
  fontSize: '18px',
  fontWeight: '700',
  letterSpacing: '0.02em',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '& svg': { color: 'accent.default', fontSize: '28px' },
})

/** The logo toggles the interface language (spec 1 §1), as the top bar and footer toggles do. */
export function Logo(): ReactNode {
  const config = useSiteConfig()
  const intl = useIntl()
  const toggle = useToggleLocale()
  const name = config?.shortName || config?.name || intl.formatMessage({ id: 'frame.site.defaultName' })
  return (
    <button
      type="button"
      className={logoStyle}
      onClick={toggle}
      title={intl.formatMessage({ id: 'frame.logo.title' })}
    >
      <LogoMark />
      <span>{name}</span>
    </button>
  )
}
