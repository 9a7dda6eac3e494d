import { css } from '@oj/sdk/css'
import { Card } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage, FormattedNumber } from 'react-intl'

import { mutedStyle } from './styles.ts'
import { type UserHomeInfo, userScore } from './user-home-logic.ts'

const rowStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
})
const itemStyle = css({ textAlign: 'center', py: '1' })
const valueStyle = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.default', lineHeight: '1.2' })

/** Solved count, submissions, score and rating (null: no rated contest yet). */
export function StatsCard(props: { readonly info: UserHomeInfo }): ReactNode {
  const { info } = props
  const items: Array<[string, ReactNode, string]> = [
    ['frame.userHome.solved', <FormattedNumber key="s" value={info.solvedList.length} />, 'solved'],
    ['frame.userHome.submissions', <FormattedNumber key="t" value={info.total} />, 'total'],
    ['frame.userHome.score', <FormattedNumber key="c" value={userScore(info.scoreList)} />, 'score'],
    [
      'frame.userHome.rating',
      info.rating === null ? (
        <FormattedMessage key="r" id="frame.userHome.noRating" />
      ) : (
        <FormattedNumber key="r" value={info.rating} />
      ),
      'rating',
    ],
  ]
  return (
    <Card className={rowStyle} data-testid="user-home-stats">
      {items.map(([label, value, key]) => (
        <div key={key} className={itemStyle} data-testid={`user-home-${key}`}>
          <div className={valueStyle}>{value}</div>
          <div className={mutedStyle}>
            <FormattedMessage id={label} />
          </div>
        </div>
      ))}
    </Card>
  )
}
