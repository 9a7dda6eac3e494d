import type { AdminApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Card, LoadError } from '@oj/sdk/ui'
import type { EndpointOutput } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedMessage } from 'react-intl'

const figures = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' }, gap: '3' })
const figure = css({
  display: 'grid',
  gap: '1',
  bg: 'accent.subtle',
  borderRadius: 'md',
  px: '4',
  py: '3',
})
const number = css({ fontSize: '28px', fontWeight: 'semibold', color: 'accent.fg', lineHeight: '1.2' })
const caption = css({ textStyle: 'bodySm', color: 'fg.muted' })
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '4',
  rowGap: '1',
  m: '0',
  '& dt': { color: 'fg.muted' },
  '& dd': { m: '0', overflowWrap: 'anywhere' },
})
const columns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: '4' })

export interface DashboardViewProps {
  readonly info?: EndpointOutput<typeof AdminApi.dashboardInfo>
  readonly session?: EndpointOutput<typeof AdminApi.lastSession>
  readonly service?: EndpointOutput<typeof AdminApi.serviceInfo>
  /** A call failed: shown instead of the figures, with a retry. */
  readonly failed?: boolean
  readonly onRetry?: () => void
}

function Figure(props: { readonly id: string; readonly value: number | undefined; readonly label: string }) {
  return (
    <div className={figure} data-testid={`dashboard-${props.id}`}>
      <span className={number}>{props.value ?? '–'}</span>
      <span className={caption}>
        <FormattedMessage id={props.label} />
      </span>
    </div>
  )
}

/** The dashboard (/admin/dashboard): the site's figures, the caller's last sign-in and this server. */
export function DashboardView(props: DashboardViewProps): ReactNode {
  if (props.failed) return <LoadError onRetry={props.onRetry} />
  const { info, session, service } = props
  return (
    <>
      <Card title={<FormattedMessage id="admin.dashboard.title" />} as="h2">
        <div className={figures}>
          <Figure id="users" value={info?.userNum} label="admin.dashboard.users" />
          <Figure id="judged" value={info?.todayJudgeNum} label="admin.dashboard.todayJudged" />
          <Figure id="contests" value={info?.recentContestNum} label="admin.dashboard.recentContests" />
        </div>
      </Card>
      <div className={columns}>
        <Card title={<FormattedMessage id="admin.dashboard.lastLogin" />} as="h3">
          {session ? (
            <dl className={facts}>
              <dt>
                <FormattedMessage id="admin.dashboard.time" />
              </dt>
              <dd>
                <FormattedDate value={session.gmtCreate} dateStyle="medium" timeStyle="short" />
              </dd>
              <dt>
                <FormattedMessage id="admin.dashboard.ip" />
              </dt>
              <dd>{session.ip || '–'}</dd>
              <dt>
                <FormattedMessage id="admin.dashboard.browser" />
              </dt>
              <dd>{session.userAgent || '–'}</dd>
            </dl>
          ) : null}
        </Card>
        <Card title={<FormattedMessage id="admin.dashboard.server" />} as="h3">
          {service ? (
            <dl className={facts}>
              <dt>
                <FormattedMessage id="admin.dashboard.cores" />
              </dt>
              <dd>{service.backupCores}</dd>
              <dt>
                <FormattedMessage id="admin.dashboard.cpu" />
              </dt>
              <dd>{service.backupPercentCpuLoad}</dd>
              <dt>
                <FormattedMessage id="admin.dashboard.memory" />
              </dt>
              <dd>{service.backupPercentMemoryLoad}</dd>
              <dt>
                <FormattedMessage id="admin.dashboard.status" />
              </dt>
              <dd>{service.nacos.status}</dd>
            </dl>
          ) : null}
        </Card>
      </div>
    </>
  )
}
