import { css } from '@oj/sdk/css'
import type { ReactNode } from 'react'

import { CarouselCard } from './carousel.tsx'
import { EmailConfigCard } from './email-config.tsx'
import { DbCard, ServiceCard } from './system-info.tsx'
import { WebConfigCard } from './web-config.tsx'

const columns = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', xl: '1fr 1fr' },
  alignItems: 'start',
})

/**
 * /admin/conf (super admin): the web config, the home carousel, the mail server, the database and
 * cache as they are, and this server.
 */
export function ConfPage(): ReactNode {
  return (
    <>
      <WebConfigCard />
      <CarouselCard />
      <EmailConfigCard />
      <div className={columns}>
        <DbCard />
        <ServiceCard />
      </div>
    </>
  )
}
