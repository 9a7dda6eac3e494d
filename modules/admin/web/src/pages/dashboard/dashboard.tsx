import type { JudgeWorkerView } from '@oj/problems-contract'
import type { AdminApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Card, LoadError, Table, type TableColumn, Tag } from '@oj/sdk/ui'
import type { EndpointOutput } from '@oj/sdk/web'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { FormattedDate, FormattedMessage, FormattedRelativeTime, useIntl } from 'react-intl'

import { Chart } from './chart.tsx'

const figures = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' }, gap: '3' })
const figure = css({ display: 'grid', gap: '1', bg: 'accent.subtle', borderRadius: 'md', px: '4', py: '3' })
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
const languages = css({ display: 'flex', flexWrap: 'wrap', gap: '1' })
const muted = css({ color: 'fg.muted', textStyle: 'bodySm' })
const agent = css({
  display: 'block',
  maxW: '22rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

type RecentLogin = EndpointOutput<typeof AdminApi.recentLogins>[number]
export type JudgingHour = EndpointOutput<typeof AdminApi.judging>[number]

export interface DashboardViewProps {
  readonly info?: EndpointOutput<typeof AdminApi.dashboardInfo>
  readonly session?: EndpointOutput<typeof AdminApi.lastSession>
  readonly service?: EndpointOutput<typeof AdminApi.serviceInfo>
  readonly logins?: ReadonlyArray<RecentLogin>
  /** The judge workers (the problems module's); undefined while it is off or loading. */
  readonly workers?: ReadonlyArray<JudgeWorkerView>
  readonly judging?: ReadonlyArray<JudgingHour>
  /** A call failed: shown instead of the figures, with a retry. */
  readonly failed?: boolean
  readonly onRetry?: () => void
  /** Now, for the heartbeats' ages (the page's clock; stories fix it). */
  readonly now?: number
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

/** The chart's option: submissions and accepted ones of each hour, in the reader's time. */
export function judgingOption(hours: ReadonlyArray<JudgingHour>, words: { total: string; accepted: string }) {
  const label = (iso: string) => {
    const d = new Date(iso)
    return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
  }
  return {
    grid: { left: 40, right: 16, top: 32, bottom: 28 },
    tooltip: { trigger: 'axis' },
    legend: { data: [words.total, words.accepted], top: 0 },
    xAxis: { type: 'category', data: hours.map((h) => label(h.hour)), axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: words.total, type: 'bar', data: hours.map((h) => h.total), itemStyle: { color: '#409eff' } },
      {
        name: words.accepted,
        type: 'line',
        smooth: true,
        data: hours.map((h) => h.accepted),
        itemStyle: { color: '#67c23a' },
      },
    ],
  }
}

function JudgingCard({ hours }: { readonly hours: ReadonlyArray<JudgingHour> }): ReactNode {
  const intl = useIntl()
  const option = useMemo(
    () =>
      judgingOption(hours, {
        total: intl.formatMessage({ id: 'admin.dashboard.chart.total' }),
        accepted: intl.formatMessage({ id: 'admin.dashboard.chart.accepted' }),
      }),
    [hours, intl],
  )
  const total = hours.reduce((n, h) => n + h.total, 0)
  return (
    <Card
      title={<FormattedMessage id="admin.dashboard.chart.title" />}
      as="h3"
      data-testid="dashboard-judging"
    >
      <p className={muted}>
        <FormattedMessage id="admin.dashboard.chart.summary" values={{ total }} />
      </p>
      <Chart
        option={option}
        height="240px"
        label={intl.formatMessage({ id: 'admin.dashboard.chart.title' })}
        testId="dashboard-judging-chart"
      />
    </Card>
  )
}

/** Now, moving every few seconds (the heartbeats' ages); fixed when given (stories). */
function useNow(fixed: number | undefined): number {
  const [now, setNow] = useState(() => fixed ?? Date.now())
  useEffect(() => {
    if (fixed !== undefined) return
    const timer = setInterval(() => setNow(Date.now()), 5_000)
    return () => clearInterval(timer)
  }, [fixed])
  return fixed ?? now
}

function WorkersCard(props: {
  readonly workers: ReadonlyArray<JudgeWorkerView>
  readonly now?: number
}): ReactNode {
  const now = useNow(props.now)
  const columns: Array<TableColumn<JudgeWorkerView>> = [
    { key: 'name', header: <FormattedMessage id="admin.dashboard.workers.name" />, cell: (w) => w.name },
    {
      key: 'state',
      header: <FormattedMessage id="admin.dashboard.workers.state" />,
      width: '6rem',
      cell: (w) => (
        <Tag size="sm" color={w.alive ? 'green' : 'gray'}>
          <FormattedMessage
            id={w.alive ? 'admin.dashboard.workers.alive' : 'admin.dashboard.workers.stale'}
          />
        </Tag>
      ),
    },
    {
      key: 'load',
      header: <FormattedMessage id="admin.dashboard.workers.load" />,
      width: '6rem',
      cell: (w) => `${w.load} / ${w.capacity}`,
    },
    {
      key: 'languages',
      header: <FormattedMessage id="admin.dashboard.workers.languages" />,
      hideOnMobile: true,
      cell: (w) => (
        <span className={languages}>
          {w.languages.map((l) => (
            <Tag key={l.name} size="sm" title={l.version}>
              {l.name}
            </Tag>
          ))}
        </span>
      ),
    },
    {
      key: 'seen',
      header: <FormattedMessage id="admin.dashboard.workers.lastSeen" />,
      width: '9rem',
      cell: (w) => (
        <span title={w.lastSeen}>
          <FormattedRelativeTime
            value={Math.round((new Date(w.lastSeen).getTime() - now) / 1000)}
            numeric="auto"
            updateIntervalInSeconds={10}
          />
        </span>
      ),
    },
  ]
  return (
    <Card
      title={<FormattedMessage id="admin.dashboard.workers.title" />}
      as="h3"
      data-testid="dashboard-workers"
    >
      <Table
        columns={columns}
        rows={props.workers}
        rowKey={(w) => w.name}
        minWidth="520px"
        empty={<FormattedMessage id="admin.dashboard.workers.none" />}
      />
    </Card>
  )
}

function LoginsCard({ logins }: { readonly logins: ReadonlyArray<RecentLogin> }): ReactNode {
  const columns: Array<TableColumn<RecentLogin>> = [
    { key: 'user', header: <FormattedMessage id="admin.dashboard.logins.user" />, cell: (l) => l.username },
    {
      key: 'time',
      header: <FormattedMessage id="admin.dashboard.time" />,
      cell: (l) => <FormattedDate value={l.gmtCreate} dateStyle="short" timeStyle="short" />,
    },
    { key: 'ip', header: <FormattedMessage id="admin.dashboard.ip" />, cell: (l) => l.ip || '–' },
    {
      key: 'agent',
      header: <FormattedMessage id="admin.dashboard.browser" />,
      hideOnMobile: true,
      cell: (l) => (
        <span className={agent} title={l.userAgent}>
          {l.userAgent || '–'}
        </span>
      ),
    },
  ]
  return (
    <Card
      title={<FormattedMessage id="admin.dashboard.logins.title" />}
      as="h3"
      data-testid="dashboard-logins"
    >
      <Table columns={columns} rows={logins} rowKey={(l) => l.id} minWidth="480px" />
    </Card>
  )
}

/**
 * The dashboard (/admin/dashboard): the site's figures, the judging of the last 24 hours, the judge
 * servers with their heartbeats, the recent sign-ins, the caller's last sign-in and this server.
 */
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
      {props.judging ? <JudgingCard hours={props.judging} /> : null}
      {props.workers ? (
        <WorkersCard workers={props.workers} {...(props.now === undefined ? {} : { now: props.now })} />
      ) : null}
      <div className={columns}>
        {props.logins ? <LoginsCard logins={props.logins} /> : null}
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
