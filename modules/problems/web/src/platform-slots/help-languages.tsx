import { ProblemsApi } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Card, Empty, LoadError } from '@oj/sdk/ui'
import { Loading, useApiQuery } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { ownLanguages } from './help-languages-logic.ts'

const cardStyle = css({ mb: '5' })
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

function LanguageList(): ReactNode {
  const reply = useApiQuery(ProblemsApi.languages, {}, { quiet: true, staleTime: 60_000 })
  if (reply.isError) return <LoadError onRetry={() => void reply.refetch()} retrying={reply.isFetching} />
  if (reply.isPending) return <Loading />
  const languages = ownLanguages(reply.data)
  if (!languages.length) return <Empty message={<FormattedMessage id="problems.help.noLanguages" />} />
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
              <FormattedMessage id="problems.help.compileCommand" />{' '}
              <code className={commandStyle}>{language.compileCommand}</code>
            </p>
          ) : null}
          {language.template ? (
            <details className={css({ mt: '1.5' })}>
              <summary className={css({ cursor: 'pointer', color: 'accent.fg' })}>
                <FormattedMessage id="problems.help.template" />
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

/** The judge help page's section of this module (platform slot `help.sections`): the judge's languages. */
export default function HelpLanguages(): ReactNode {
  return (
    <Card
      as="h2"
      className={cardStyle}
      title={<FormattedMessage id="problems.help.languages" />}
      data-testid="help-languages"
    >
      <LanguageList />
    </Card>
  )
}
