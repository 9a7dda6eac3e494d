import { css, cx } from '@oj/sdk/css'
import { PlatformSlots, Slot, useAuth, useModuleEnabled } from '@oj/sdk/web'
import type { ReactNode } from 'react'

import { Announcements } from '../home/announcements.tsx'
import { Carousel } from '../home/carousel.tsx'
import { QuickStart } from '../home/quick-start.tsx'
import { StatsCard } from '../home/stats-card.tsx'
import { pageStyle } from './page-style.ts'

// One column on phones (carousel, the side cards, then the rest); from lg two, the side cards on the right.
const twoColumnStyle = css({
  display: 'grid',
  gap: { base: '4', md: '5' },
  alignItems: 'start',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
  gridTemplateAreas: { base: '"top" "side" "main"', lg: '"top side" "main side"' },
  gridTemplateRows: { lg: 'auto 1fr' },
})
// Nothing for the side column (a visitor, no problems module): the main column takes the width.
const oneColumnStyle = css({
  display: 'grid',
  gap: { base: '4', md: '5' },
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"top" "main"',
})
const columnStyle = css({ display: 'flex', flexDirection: 'column', gap: { base: '4', md: '5' }, minW: '0' })

/**
 * /home (spec 1 §2): the frame's carousel, announcements, quick start and the user's stats, and
 * whatever the enabled modules put in the `home.widgets` slot (the problems module: latest problems,
 * the 7-day AC rank, last week's submissions). Recent contests will come the same way, from the
 * contests module's contribution to that slot, once that module exists.
 */
export default function HomePage(): ReactNode {
  const { loggedIn, user } = useAuth()
  const problems = useModuleEnabled('problems')
  const side = problems || loggedIn
  return (
    <div className={pageStyle} data-testid="home-page">
      <div className={side ? twoColumnStyle : oneColumnStyle}>
        <div className={css({ gridArea: 'top', minW: '0' })}>
          <Carousel />
        </div>
        {side ? (
          <aside className={cx(css({ gridArea: 'side' }), columnStyle)}>
            {problems ? <QuickStart /> : null}
            {/* Another user, other numbers. */}
            <StatsCard key={user?.uid ?? ''} />
          </aside>
        ) : null}
        <div className={cx(css({ gridArea: 'main' }), columnStyle)}>
          <Slot def={PlatformSlots.homeWidgets} props={{}} />
          <Announcements />
        </div>
      </div>
    </div>
  )
}
