import { css } from '@oj/sdk/css'
import { Button } from '@oj/sdk/ui'
import { ApiCallError, Loading, useApi, usePlatform, useUser } from '@oj/sdk/web'
import { type ReactNode, useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useSearchParams } from 'react-router'

import { CalendarCard, DifficultyCard } from '../user-home/charts.tsx'
import { ProfileCard } from '../user-home/profile-card.tsx'
import { SolvedList } from '../user-home/solved-list.tsx'
import { StatsCard } from '../user-home/stats.tsx'
import { cardStyle, mutedStyle } from '../user-home/styles.ts'
import { type CalendarHeatmap, type UserHomeInfo, whoseHome } from '../user-home/user-home-logic.ts'
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

type Outcome =
  | { readonly kind: 'missing' | 'failed' }
  | { readonly kind: 'shown'; readonly info: UserHomeInfo; readonly heatmap: CalendarHeatmap | undefined }
/** The outcome of one request (`id`: whose page and which attempt); another id means loading. */
type State = { readonly id: string } & Outcome

/**
 * /user-home?uid=|username= (spec 1 §2 User home): the profile, the figures, the submission
 * calendar, the difficulty statistics and the solved problems. Without a query it is the logged-in
 * user's page; an anonymous visitor is asked to log in.
 */
export default function UserHomePage(): ReactNode {
  const api = useApi()
  const platform = usePlatform()
  const user = useUser()
  const [query] = useSearchParams()
  const who = whoseHome(query, user)
  const key = who ? JSON.stringify(who) : ''
  const [attempt, setAttempt] = useState(0)
  const id = `${key}#${attempt}`
  const [state, setState] = useState<State | undefined>(undefined)

  useEffect(() => {
    if (!key) return
    const params = JSON.parse(key) as Record<string, string>
    let live = true
    api
      .get<UserHomeInfo | null>('/get-user-home-info', params)
      .then(async (info) => {
        // Asked after the profile, so an unknown user gives one message, not two. The calendar is
        // secondary: when it fails the rest of the page still shows.
        const calendar = info
          ? await api.get<CalendarHeatmap>('/get-user-calendar-heatmap', params).catch(() => undefined)
          : undefined
        if (live)
          setState(
            info ? { id, kind: 'shown', info, heatmap: calendar ?? undefined } : { id, kind: 'missing' },
          )
      })
      .catch((error: unknown) => {
        // The API client has shown the message; a refusal (unknown user) leaves the page empty.
        if (live)
          setState({ id, kind: error instanceof ApiCallError && error.status === 400 ? 'missing' : 'failed' })
      })
    return () => {
      live = false
    }
  }, [api, key, id])

  if (!who)
    return (
      <div className={pageStyle} data-testid="user-home-page">
        <section className={`${cardStyle} ${noticeStyle}`} data-testid="user-home-login">
          <p className={mutedStyle}>
            <FormattedMessage id="frame.userHome.loginFirst" />
          </p>
          <Button onClick={() => platform.openLogin()}>
            <FormattedMessage id="frame.userHome.login" />
          </Button>
        </section>
      </div>
    )
  if (state?.id !== id) return <Loading />
  if (state.kind !== 'shown') {
    const missing = state.kind === 'missing'
    return (
      <div className={pageStyle} data-testid="user-home-page">
        <section className={`${cardStyle} ${noticeStyle}`} data-testid={`user-home-${state.kind}`}>
          <p>
            <FormattedMessage id={missing ? 'frame.userHome.notFound' : 'frame.userHome.loadFailed'} />
          </p>
          {missing ? (
            <Button variant="outline" onClick={() => platform.navigate('/home')}>
              <FormattedMessage id="frame.userHome.backHome" />
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
              <FormattedMessage id="frame.userHome.retry" />
            </Button>
          )}
        </section>
      </div>
    )
  }
  const { info, heatmap } = state
  return (
    <div className={pageStyle} data-testid="user-home-page">
      <div className={layoutStyle}>
        <ProfileCard info={info} />
        <div className={mainStyle}>
          <StatsCard info={info} />
          {heatmap ? <CalendarCard heatmap={heatmap} /> : null}
          <div className={pairStyle}>
            <DifficultyCard info={info} />
            <SolvedList solved={info.solvedList ?? []} />
          </div>
        </div>
      </div>
    </div>
  )
}
