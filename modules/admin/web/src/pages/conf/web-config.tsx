import { AdminConfigApi } from '@oj/sdk/api'
import { Button, Card, LoadError, TextField } from '@oj/sdk/ui'
import { type EndpointOutput, Loading, useApiMutation, useApiQuery, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { footer, full, grid, row } from './styles.ts'

type WebConfig = EndpointOutput<typeof AdminConfigApi.webConfig>

const TEXT_FIELDS = [
  ['name', 100],
  ['shortName', 20],
  ['baseUrl', 255],
  ['email', 100],
  ['recordName', 200],
  ['recordUrl', 255],
  ['projectName', 100],
  ['projectUrl', 255],
] as const

const LINK = /^(|https?:\/\/[^\s<>"]+|\/[^\s<>"]*)$/i

/** The form's checks (the server checks again): message ids by field. */
export function checkWebConfig(v: WebConfig): Partial<Record<keyof WebConfig, string>> {
  const errors: Partial<Record<keyof WebConfig, string>> = {}
  for (const [key, max] of TEXT_FIELDS)
    if (v[key].trim().length > max) errors[key] = 'admin.conf.error.tooLong'
  if (v.description.trim().length > 500) errors.description = 'admin.conf.error.tooLong'
  if (!/^(|https?:\/\/[^\s<>"]+)$/i.test(v.baseUrl.trim())) errors.baseUrl = 'admin.conf.error.baseUrl'
  for (const key of ['recordUrl', 'projectUrl'] as const)
    if (!LINK.test(v[key].trim())) errors[key] = 'admin.conf.error.link'
  if (v.email.trim() !== '' && !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v.email.trim()))
    errors.email = 'admin.conf.error.email'
  return errors
}

/** The web config (name, short name, description, address, footer, registration); shown at once. */
export function WebConfigCard(): ReactNode {
  const config = useApiQuery(AdminConfigApi.webConfig, {}, { quiet: true })
  return (
    <Card title={<FormattedMessage id="admin.conf.web.title" />} as="h2" data-testid="admin-conf-web">
      {config.isError ? (
        <LoadError onRetry={() => void config.refetch()} />
      ) : config.data ? (
        <WebConfigForm value={config.data} />
      ) : (
        <Loading />
      )}
    </Card>
  )
}

function WebConfigForm(props: { readonly value: WebConfig }): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const [v, setV] = useState(props.value)
  const [shown, setShown] = useState<Partial<Record<keyof WebConfig, string>>>({})
  const save = useApiMutation(AdminConfigApi.setWebConfig, {
    invalidates: [AdminConfigApi.webConfig],
    onSuccess: (_data, input) => {
      // The frame's title and footer read the site config from here: they follow at once.
      const site = platform.siteConfig.get()
      if (site) platform.siteConfig.set({ ...site, ...(input as Partial<WebConfig>) })
      platform.toast('success', intl.formatMessage({ id: 'admin.common.saved' }))
    },
  })
  const error = (key: keyof WebConfig) => (shown[key] ? intl.formatMessage({ id: shown[key] }) : undefined)
  const text = (key: (typeof TEXT_FIELDS)[number][0], multiline = false) => (
    <TextField
      key={key}
      label={<FormattedMessage id={`admin.conf.web.${key}`} />}
      value={v[key]}
      onChange={(e) => setV({ ...v, [key]: e.currentTarget.value })}
      error={error(key)}
      name={key}
      {...(multiline ? { multiline: true, rows: 3 } : {})}
    />
  )
  return (
    <form
      data-testid="admin-web-form"
      onSubmit={(event) => {
        event.preventDefault()
        const errors = checkWebConfig(v)
        setShown(errors)
        if (Object.keys(errors).length > 0) return
        const trimmed = Object.fromEntries(
          Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]),
        ) as WebConfig
        save.mutate(trimmed)
      }}
    >
      <div className={grid}>
        {TEXT_FIELDS.slice(0, 4).map(([key]) => text(key))}
        <TextField
          rootClassName={full}
          label={<FormattedMessage id="admin.conf.web.description" />}
          value={v.description}
          multiline
          rows={3}
          onChange={(e) => setV({ ...v, description: e.currentTarget.value })}
          error={error('description')}
          name="description"
        />
        {TEXT_FIELDS.slice(4).map(([key]) => text(key))}
        <label className={`${row} ${full}`}>
          <input
            type="checkbox"
            checked={v.register}
            onChange={(e) => setV({ ...v, register: e.currentTarget.checked })}
            name="register"
          />
          <FormattedMessage id="admin.conf.web.register" />
        </label>
      </div>
      <div className={footer}>
        <Button type="submit" loading={save.isPending} data-testid="admin-web-save">
          <FormattedMessage id="admin.common.save" />
        </Button>
      </div>
    </form>
  )
}
