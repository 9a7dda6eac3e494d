import { css } from '@oj/sdk/css'
import { useSiteConfig } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

const bannerStyle = css({
  position: 'relative',
  w: 'full',
  h: 'full',
  overflow: 'hidden',
  backgroundImage: 'linear-gradient(120deg, {colors.brand.700}, {colors.brand.500} 55%, {colors.cyan.400})',
  color: 'white',
})
const artStyle = css({ position: 'absolute', inset: '0', w: 'full', h: 'full' })
const textStyle = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  h: 'full',
  px: { base: '6', md: '12' },
  gap: '2',
})
const nameStyle = css({
  textStyle: { base: 'h2', md: 'h1' },
  m: '0',
  textShadow: '0 1px 2px rgb(0 0 0 / 0.2)',
})
const sloganStyle = css({ fontSize: { base: '14px', md: '16px' }, opacity: 0.9, m: '0' })

/** What the carousel shows when the server has no images: the site's name over a drawn backdrop. */
export function DefaultBanner(): ReactNode {
  const config = useSiteConfig()
  const intl = useIntl()
  const name = config?.name || intl.formatMessage({ id: 'frame.site.defaultName' })
  return (
    <div className={bannerStyle} data-testid="home-carousel-default">
      <svg className={artStyle} viewBox="0 0 800 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <defs>
          <pattern id="home-banner-grid" width="32" height="32" patternUnits="userSpaceOnUse">
            <path d="M32 0H0V32" fill="none" stroke="white" strokeOpacity="0.08" />
          </pattern>
        </defs>
        <rect width="800" height="300" fill="url(#home-banner-grid)" />
        <circle cx="690" cy="60" r="150" fill="white" fillOpacity="0.07" />
        <circle cx="610" cy="290" r="110" fill="white" fillOpacity="0.06" />
        <g
          fill="none"
          stroke="white"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeWidth="10"
          opacity="0.5"
        >
          <path d="M560 110l-40 40 40 40" />
          <path d="M680 110l40 40-40 40" />
          <path d="M640 96l-40 108" />
        </g>
        <g fill="white" fillOpacity="0.35">
          <rect x="500" y="232" width="86" height="10" rx="5" />
          <rect x="596" y="232" width="40" height="10" rx="5" />
          <rect x="540" y="252" width="120" height="10" rx="5" />
        </g>
      </svg>
      <div className={textStyle}>
        <h2 className={nameStyle}>{name}</h2>
        <p className={sloganStyle}>
          {config?.description || <FormattedMessage id="frame.home.carousel.slogan" />}
        </p>
      </div>
    </div>
  )
}
