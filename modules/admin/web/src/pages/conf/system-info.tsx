import { AdminApi, AdminConfigApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Card, LoadError } from '@oj/sdk/ui'
import { type EndpointOutput, Loading, useApiQuery } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'

import { facts, note } from './styles.ts'

const group = css({ display: 'contents' })

type DbConfig = EndpointOutput<typeof AdminConfigApi.dbConfig>
type ServiceInfo = EndpointOutput<typeof AdminApi.serviceInfo>

/** Bytes as the page shows them (1 decimal, binary units). */
export function bytes(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '–'
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB']
  let value = n
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`
}

/** Seconds as days, hours and minutes ('3 d 4 h 5 min'). */
export function duration(seconds: number): string {
  const d = Math.floor(seconds / 86_400)
  const h = Math.floor((seconds % 86_400) / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  return [d ? `${d} d` : '', h ? `${h} h` : '', `${m} min`].filter(Boolean).join(' ')
}

/** The database and the cache as they are: no Redis, said so. */
function DbView({ db }: { readonly db: DbConfig }): ReactNode {
  return (
    <dl className={facts} data-testid="admin-db-facts">
      <dt>
        <FormattedMessage id="admin.conf.db.kind" />
      </dt>
      <dd>
        <FormattedMessage id={`admin.conf.db.kind.${db.database.kind}`} />
      </dd>
      <dt>
        <FormattedMessage id="admin.conf.db.version" />
      </dt>
      <dd>{db.database.version}</dd>
      <dt>
        <FormattedMessage id="admin.conf.db.location" />
      </dt>
      <dd>{db.database.location}</dd>
      <dt>
        <FormattedMessage id="admin.conf.db.size" />
      </dt>
      <dd>{bytes(db.database.sizeBytes)}</dd>
      <dt>
        <FormattedMessage id="admin.conf.db.cache" />
      </dt>
      <dd data-testid="admin-db-cache">
        <FormattedMessage id="admin.conf.db.noRedis" />
      </dd>
      <dt>
        <FormattedMessage id="admin.conf.db.bus" />
      </dt>
      <dd>
        <FormattedMessage id={`admin.conf.db.bus.${db.bus.kind}`} />
        {db.bus.location ? ` (${db.bus.location})` : ''}
      </dd>
    </dl>
  )
}

export function DbCard(): ReactNode {
  const db = useApiQuery(AdminConfigApi.dbConfig, {}, { quiet: true })
  return (
    <Card title={<FormattedMessage id="admin.conf.db.title" />} as="h2" data-testid="admin-conf-db">
      {db.isError ? (
        <LoadError onRetry={() => void db.refetch()} />
      ) : db.data ? (
        <DbView db={db.data} />
      ) : (
        <Loading />
      )}
      <p className={note}>
        <FormattedMessage id="admin.conf.db.howToChange" />
      </p>
    </Card>
  )
}

/** This server: machine, process, versions. */
function ServiceView({ info }: { readonly info: ServiceInfo }): ReactNode {
  const intl = useIntl()
  const used = info.machine.memoryTotal - info.machine.memoryFree
  const rows: Array<[string, ReactNode]> = [
    ['host', info.machine.hostname],
    ['os', info.machine.os],
    ['cpu', `${info.machine.cpuModel} × ${info.backupCores}`],
    [
      'load',
      info.machine.loadAverage.map((l) => intl.formatNumber(l, { maximumFractionDigits: 2 })).join(' / '),
    ],
    ['memory', `${bytes(used)} / ${bytes(info.machine.memoryTotal)} (${info.backupPercentMemoryLoad})`],
    ['uptime', duration(info.machine.uptimeSeconds)],
    ['processUptime', duration(info.process.uptimeSeconds)],
    ['processMemory', `${bytes(info.process.rss)} (heap ${bytes(info.process.heapUsed)})`],
    ['platformVersion', info.versions.platform],
    ['node', info.versions.node],
    ['database', info.versions.database],
    ['busVersion', info.versions.bus],
  ]
  return (
    <dl className={facts} data-testid="admin-service-facts">
      {rows.map(([key, value]) => (
        <div key={key} className={group}>
          <dt>
            <FormattedMessage id={`admin.conf.service.${key}`} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
      <dt>
        <FormattedMessage id="admin.conf.service.pid" />
      </dt>
      <dd>
        <FormattedNumber value={info.process.pid} useGrouping={false} />
      </dd>
    </dl>
  )
}

export function ServiceCard(): ReactNode {
  const info = useApiQuery(AdminApi.serviceInfo, {}, { quiet: true, refetchInterval: 10_000 })
  return (
    <Card title={<FormattedMessage id="admin.conf.service.title" />} as="h2" data-testid="admin-conf-service">
      {info.isError ? (
        <LoadError onRetry={() => void info.refetch()} />
      ) : info.data ? (
        <ServiceView info={info.data} />
      ) : (
        <Loading />
      )}
    </Card>
  )
}
