import { UserHomeApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, Card, LoadError } from '@oj/sdk/ui'
import { Loading, PlatformSlots, Slot, useApiQuery, usePlatform, useUser } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { useSearchParams } from 'react-router'

import { CalendarCard, DifficultyCard } from '../user-home/charts.tsx'
import { ProfileCard } from '../user-home/profile-card.tsx'
import { StatsCard } from '../user-home/stats.tsx'
import { mutedStyle } from '../user-home/styles.ts'
import { whoseHome } from '../user-home/user-home-logic.ts'
import { pageStyle } from './page-style.ts'

// One column on phones; beside the profile from the md breakpoint on.
const layoutStyle = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)', xl: '320px minmax(0, 1fr)' },
  alignItems: 'start',
})
const mainStyle = css({ display: 'flex', flexDir: 'column', gap: '4', minW: '0' })
const pairStyle = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
  alignItems: 'start',
})
const noticeStyle = css({
  maxW: 'md',
  mx: 'auto',
  textAlign: 'center',
  display: 'grid',
  gap: '4',
  justifyItems: 'center',
})

/**
 * /user-home?uid=|username= (spec 1 §2 User home): the profile, the figures, the submission
 * calendar, the difficulty statistics and what the modules add (the problems module: the solved
 * problems). Without a query it is the logged-in
 * user's page; an anonymous visitor is asked to log in.
 */
export default function UserHomePage(): ReactNode {
  const platform = usePlatform()
  const user = useUser()
  const [query] = useSearchParams()
  const who = whoseHome(query, user)
  const info = useApiQuery(UserHomeApi.info, who ?? {}, { enabled: who !== undefined, quiet: true })
  // Asked after the profile, so an unknown user gives one message, not two. The calendar is
  // secondary: when it fails the rest of the page still shows.
  const heatmap = useApiQuery(UserHomeApi.heatmap, who ?? {}, { enabled: info.isSuccess, quiet: true })

  if (!who)
    return (
      <div className={pageStyle} data-testid="user-home-page">
        <Card className={noticeStyle} data-testid="user-home-login">
          <p className={mutedStyle}>
            <FormattedMessage id="frame.userHome.loginFirst" />
          </p>
          <Button onClick={() => platform.openLogin()}>
            <FormattedMessage id="frame.userHome.login" />
          </Button>
        </Card>
      </div>
    )
  if (info.isPending) return <Loading />
  if (info.isError) {
    // The server refuses an unknown user (400); anything else failed and may be asked again.
    const missing = info.error.status === 400
    return (
      <div className={pageStyle} data-testid="user-home-page">
        <Card className={noticeStyle} data-testid={missing ? 'user-home-missing' : 'user-home-failed'}>
          {missing ? (
            <>
              <p>
                <FormattedMessage id="frame.userHome.notFound" />
              </p>
              <Button variant="outline" onClick={() => platform.navigate('/home')}>
                <FormattedMessage id="frame.userHome.backHome" />
              </Button>
            </>
          ) : (
            <LoadError
              message={<FormattedMessage id="frame.userHome.loadFailed" />}
              onRetry={() => void info.refetch()}
              retrying={info.isFetching}
            />
          )}
        </Card>
      </div>
    )
  }
  return (
    <div className={pageStyle} data-testid="user-home-page">
      <div className={layoutStyle}>
        <ProfileCard info={info.data} />
        <div className={mainStyle}>
          <StatsCard info={info.data} />
          {heatmap.data ? <CalendarCard heatmap={heatmap.data} /> : null}
          <div className={pairStyle}>
            <DifficultyCard info={info.data} />
            <Slot def={PlatformSlots.userHomeSections} props={{ info: info.data }} />
          </div>
        </div>
      </div>
    </div>
  )
}
