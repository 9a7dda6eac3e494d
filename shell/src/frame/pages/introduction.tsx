import { css } from '@oj/sdk/css'
import { Card, Empty, JUDGE_STATUSES, type JudgeStatusKey, LoadError, StatusTag } from '@oj/sdk/ui'
import { Loading, useApiQuery, useModuleEnabled } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { ProblemsCalls } from '../problems-calls.ts'
import { pageStyle } from './page-style.ts'

/** One language of GET /languages (the problems module's LanguageView, the fields this page reads). */
export interface HelpLanguage {
  readonly name: string
  /** The compiler and version, e.g. 'GCC 13'. */
  readonly description: string
  readonly compileCommand: string
  /** The A+B solution the editor starts from. */
  readonly template: string
  readonly oj: string
}

/** The judge results the page explains, in the order of spec 3's text catalogue. */
export const HELP_STATUSES: ReadonlyArray<JudgeStatusKey> = [
  'pending',
  'sf',
  'compiling',
  'judging',
  'ce',
  'pe',
  'pa',
  'ac',
  'wa',
  're',
  'tle',
  'mle',
  'se',
  'ca',
]

export const HELP_TIPS: ReadonlyArray<string> = ['mainReturn', 'javaMain', 'fileIo', 'int64']

/** The languages the site's own judge runs (oj ME), in the order the server gave. */
export function ownLanguages(reply: unknown): ReadonlyArray<HelpLanguage> {
  if (!Array.isArray(reply)) return []
  return reply.filter(
    (l): l is HelpLanguage =>
      typeof l === 'object' && l !== null && (l as HelpLanguage).oj === 'ME' && typeof l.name === 'string',
  )
}

const cardStyle = css({ mb: '5' })
const h1Style = css({ textStyle: 'h2', mb: '4' })
const mutedStyle = css({ color: 'fg.muted' })
const languageStyle = css({
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.muted',
  _first: { borderTopWidth: '0' },
})
const commandStyle = css({
  fontFamily: 'mono',
  fontSize: '13px',
  bg: 'bg.muted',
  px: '2',
  py: '1',
  borderRadius: 'sm',
  wordBreak: 'break-all',
})
const codeStyle = css({
  fontFamily: 'mono',
  fontSize: '13px',
  bg: 'bg.muted',
  p: '3',
  borderRadius: 'control',
  overflowX: 'auto',
  mt: '2',
  whiteSpace: 'pre',
})
const statusListStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'max-content 1fr' },
  gap: { base: '1', md: '3' },
  m: '0',
  alignItems: 'baseline',
})
const tipsStyle = css({
  ps: '5',
  listStyleType: 'decimal',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
})

/** The judge's languages, from the problems module while it is enabled. */
function Languages(): ReactNode {
  const enabled = useModuleEnabled('problems')
  const reply = useApiQuery(ProblemsCalls.languages, {}, { enabled, quiet: true, staleTime: 60_000 })
  if (enabled && reply.isError)
    return <LoadError onRetry={() => void reply.refetch()} retrying={reply.isFetching} />
  if (enabled && reply.isPending) return <Loading />
  const languages = ownLanguages(reply.data)
  if (!languages.length) return <Empty message={<FormattedMessage id="frame.help.noLanguages" />} />
  return (
    <div>
      {languages.map((language) => (
        <div key={language.name} className={languageStyle} data-testid="help-language">
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2' })}>
            <strong>{language.name}</strong>
            <span className={mutedStyle}>{language.description}</span>
          </div>
          {language.compileCommand ? (
            <p className={css({ mt: '1.5' })}>
              <FormattedMessage id="frame.help.compileCommand" />{' '}
              <code className={commandStyle}>{language.compileCommand}</code>
            </p>
          ) : null}
          {language.template ? (
            <details className={css({ mt: '1.5' })}>
              <summary className={css({ cursor: 'pointer', color: 'accent.fg' })}>
                <FormattedMessage id="frame.help.template" />
              </summary>
              <pre className={codeStyle}>
                <code>{language.template}</code>
              </pre>
            </details>
          ) : null}
        </div>
      ))}
    </div>
  )
}

/** /introduction: the judge help page (spec 2 §2): languages, judge results, compile tips. */
export default function IntroductionPage(): ReactNode {
  const codes = new Map(JUDGE_STATUSES.map((s) => [s.key, s.code]))
  return (
    <div className={pageStyle} data-testid="introduction-page">
      <Card className={cardStyle}>
        <h1 className={h1Style}>
          <FormattedMessage id="frame.help.title" />
        </h1>
        <p className={mutedStyle}>
          <FormattedMessage id="frame.help.intro" />
        </p>
      </Card>
      <Card as="h2" className={cardStyle} title={<FormattedMessage id="frame.help.languages" />}>
        <Languages />
      </Card>
      <Card as="h2" className={cardStyle} title={<FormattedMessage id="frame.help.results" />}>
        <dl className={statusListStyle}>
          {HELP_STATUSES.map((key) => (
            <div key={key} className={css({ display: 'contents' })}>
              <dt className={css({ mt: { base: '2', md: '0' } })}>
                <StatusTag status={codes.get(key) ?? -5} />
              </dt>
              <dd className={css({ m: '0' })}>
                <FormattedMessage id={`frame.help.status.${key}`} />
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card as="h2" className={cardStyle} title={<FormattedMessage id="frame.help.tips" />}>
        <ol className={tipsStyle}>
          {HELP_TIPS.map((tip) => (
            <li key={tip}>
              <FormattedMessage id={`frame.help.tip.${tip}`} />
            </li>
          ))}
        </ol>
      </Card>
    </div>
  )
}
