import { css, cx } from '@oj/sdk/css'
import { PlatformSlots, Slot, useAuth, useSlotFilled } from '@oj/sdk/web'
import type { ReactNode } from 'react'

import { Announcements } from '../home/announcements.tsx'
import { Carousel } from '../home/carousel.tsx'
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
// Nothing for the side column (a visitor, and no module fills it): the main column takes the width.
const oneColumnStyle = css({
  display: 'grid',
  gap: { base: '4', md: '5' },
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"top" "main"',
})
const columnStyle = css({ display: 'flex', flexDirection: 'column', gap: { base: '4', md: '5' }, minW: '0' })

/**
 * /home (spec 1 §2): the frame's carousel, announcements and the user's stats, and what the enabled
 * modules put in the `home.side` slot (above the stats) and the `home.widgets` slot (under the
 * carousel).
 */
export default function HomePage(): ReactNode {
  const { loggedIn, user } = useAuth()
  const side = useSlotFilled(PlatformSlots.homeSide) || loggedIn
  return (
    <div className={pageStyle} data-testid="home-page">
      <div className={side ? twoColumnStyle : oneColumnStyle}>
        <div className={css({ gridArea: 'top', minW: '0' })}>
          <Carousel />
        </div>
        {side ? (
          <aside className={cx(css({ gridArea: 'side' }), columnStyle)}>
            <Slot def={PlatformSlots.homeSide} props={{}} />
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
