import { css } from '@oj/sdk/css'
import { Card, JUDGE_STATUSES, type JudgeStatusKey, StatusTag } from '@oj/sdk/ui'
import { PlatformSlots, Slot } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { pageStyle } from './page-style.ts'

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

const cardStyle = css({ mb: '5' })
const h1Style = css({ textStyle: 'h2', mb: '4' })
const mutedStyle = css({ color: 'fg.muted' })
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

/**
 * /introduction: the judge help page (spec 2 §2): what the modules add in the `help.sections` slot
 * (the problems module: the judge's languages), the judge results and compile tips.
 */
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
      <Slot def={PlatformSlots.helpSections} props={{}} />
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
