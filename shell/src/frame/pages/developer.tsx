import { css } from '@oj/sdk/css'
import { Card } from '@oj/sdk/ui'
import { useSiteConfig } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { pageStyle } from './page-style.ts'

/** What the product is built with (proper names, the same in both languages). */
const TECHNOLOGIES: ReadonlyArray<{ readonly name: string; readonly role: string }> = [
  { name: 'TypeScript', role: 'language' },
  { name: 'React', role: 'web' },
  { name: 'Module Federation', role: 'plugins' },
  { name: 'Hono', role: 'server' },
  { name: 'Effect', role: 'effects' },
  { name: 'Drizzle + PostgreSQL', role: 'database' },
  { name: 'Panda CSS + Ark UI', role: 'ui' },
]

/** The kinds of plugin one can contribute. */
const PLUGIN_KINDS: ReadonlyArray<string> = ['module', 'language', 'checker', 'remote']

const cardStyle = css({ mb: '5' })
const listStyle = css({
  ps: '5',
  listStyleType: 'disc',
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
})
const linkStyle = css({ color: 'accent.fg', textDecoration: 'underline', wordBreak: 'break-all' })

/** /developer: about the project (spec 1 §2 about pages). */
export default function DeveloperPage(): ReactNode {
  const config = useSiteConfig()
  const intl = useIntl()
  const name = config?.projectName || intl.formatMessage({ id: 'frame.about.defaultProject' })
  const url = config?.projectUrl
  return (
    <div className={pageStyle} data-testid="developer-page">
      <Card className={cardStyle}>
        <h1 className={css({ textStyle: 'h2', mb: '3' })}>
          <FormattedMessage id="frame.about.title" values={{ name }} />
        </h1>
        <p className={css({ color: 'fg.muted' })}>
          <FormattedMessage id="frame.about.intro" values={{ name }} />
        </p>
        {url ? (
          <p className={css({ mt: '3' })}>
            <FormattedMessage id="frame.about.project" />{' '}
            <a href={url} target="_blank" rel="noopener noreferrer" className={linkStyle}>
              {url}
            </a>
          </p>
        ) : null}
      </Card>
      <Card as="h2" className={cardStyle} title={<FormattedMessage id="frame.about.technologies" />}>
        <ul className={listStyle}>
          {TECHNOLOGIES.map((t) => (
            <li key={t.name}>
              <strong>{t.name}</strong>
              {' · '}
              <FormattedMessage id={`frame.about.tech.${t.role}`} />
            </li>
          ))}
        </ul>
      </Card>
      <Card as="h2" className={cardStyle} title={<FormattedMessage id="frame.about.contribute" />}>
        <p className={css({ mb: '3' })}>
          <FormattedMessage id="frame.about.contributeIntro" />
        </p>
        <ul className={listStyle}>
          {PLUGIN_KINDS.map((kind) => (
            <li key={kind}>
              <FormattedMessage id={`frame.about.plugin.${kind}`} />
            </li>
          ))}
        </ul>
        <p className={css({ mt: '3', color: 'fg.muted' })}>
          <FormattedMessage id="frame.about.contributeSteps" />
        </p>
      </Card>
    </div>
  )
}
