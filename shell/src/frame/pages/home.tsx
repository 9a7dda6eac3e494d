import { css } from '@oj/sdk/css'
import { Button } from '@oj/sdk/ui'
import { useModuleEnabled, usePlatform, useSiteConfig } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { pageStyle } from './page-style.ts'

const heroStyle = css({
  bg: 'bg.surface',
  borderRadius: 'card',
  boxShadow: 'card',
  px: { base: '5', md: '10' },
  py: { base: '8', md: '12' },
  textAlign: 'center',
  backgroundImage: 'linear-gradient(135deg, {colors.brand.50}, {colors.white} 60%)',
})
const titleStyle = css({ textStyle: { base: 'h2', md: 'h1' }, color: 'fg.default', m: '0' })
const descStyle = css({ mt: '3', color: 'fg.muted', fontSize: '15px' })
const soonStyle = css({ mt: '2', color: 'fg.subtle', textStyle: 'bodySm' })

/**
 * A placeholder home (/home): the full home page of spec 1 §2 is a later issue. It will render
 * <Slot id="home.widgets" />; not yet, since that fetches every enabled remote for every visitor.
 */
export default function HomePage(): ReactNode {
  const config = useSiteConfig()
  const intl = useIntl()
  const platform = usePlatform()
  const problems = useModuleEnabled('problems')
  const name = config?.name || intl.formatMessage({ id: 'frame.site.defaultName' })
  return (
    <div className={pageStyle} data-testid="home-page">
      <section className={heroStyle}>
        <h1 className={titleStyle}>
          <FormattedMessage id="frame.home.welcome" values={{ name }} />
        </h1>
        {config?.description ? <p className={descStyle}>{config.description}</p> : null}
        <p className={soonStyle}>
          <FormattedMessage id="frame.home.soon" />
        </p>
        {problems ? (
          <Button size="lg" className={css({ mt: '6' })} onClick={() => platform.navigate('/problem')}>
            <FormattedMessage id="frame.home.start" />
          </Button>
        ) : null}
      </section>
    </div>
  )
}
