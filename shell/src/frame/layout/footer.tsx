import { css } from '@oj/sdk/css'
import { useLayout, useSiteConfig } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'

import { LanguageToggle } from './language-toggle.tsx'
import { TOOLS } from './nav.ts'

const footerStyle = css({
  mt: '10',
  py: '8',
  px: 'gutter',
  bg: 'bg.surface',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.muted',
  textAlign: 'center',
  textStyle: 'bodySm',
})
const nameStyle = css({ color: 'fg.default', fontWeight: '600', fontSize: '15px' })
const linksStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  columnGap: '4',
  rowGap: '1',
  mt: '3',
  '& a': {
    color: 'fg.muted',
    textDecoration: 'none',
    _hover: { color: 'accent.fg', textDecoration: 'underline' },
  },
})

const WIKI = TOOLS.find((t) => t.id === 'wiki')?.href ?? 'https://oi-wiki.org/'

/** Site name, description and links from the website config; hidden on pages whose route asks (hideFooter). */
export function Footer(): ReactNode {
  const config = useSiteConfig()
  const { hideFooter } = useLayout()
  const intl = useIntl()
  if (hideFooter) return null
  const name = config?.name || intl.formatMessage({ id: 'frame.site.defaultName' })
  return (
    <footer className={footerStyle} data-testid="footer">
      <div className={nameStyle}>{name}</div>
      <p>{config?.description || intl.formatMessage({ id: 'frame.footer.defaultDescription' })}</p>
      <nav className={linksStyle} aria-label="footer">
        <Link to="/introduction">
          <FormattedMessage id="frame.footer.about" />
        </Link>
        <a href={WIKI} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="frame.footer.wiki" />
        </a>
        {config?.recordName ? (
          <a href={config.recordUrl || '#'} target="_blank" rel="noopener noreferrer">
            {config.recordName}
          </a>
        ) : null}
        {config?.projectName ? (
          <a href={config.projectUrl || '#'} target="_blank" rel="noopener noreferrer">
            {config.projectName}
          </a>
        ) : null}
        <LanguageToggle />
      </nav>
    </footer>
  )
}
