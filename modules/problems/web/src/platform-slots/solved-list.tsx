import type { UserHomeApi } from '@oj/sdk/api'
import type { EndpointOutput } from '@oj/sdk/contract'
import { css } from '@oj/sdk/css'
import { Card } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { AppLink } from '../pages/status/links.tsx'

const mutedStyle = css({ color: 'fg.muted' })
const listStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' })
const linkStyle = css({
  display: 'inline-block',
  px: '2',
  py: '1',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.default',
  color: 'accent.fg',
  fontSize: 'sm',
  fontFamily: 'mono',
  _hover: { bg: 'bg.muted' },
})

/** A user home's card (platform slot `user.home.sections`): the problems solved, each a link to its page. */
export default function SolvedList(props: {
  readonly info: EndpointOutput<typeof UserHomeApi.info>
}): ReactNode {
  const solved = props.info.solvedList
  return (
    <Card
      as="h2"
      title={
        <>
          <FormattedMessage id="problems.userHome.solvedList" /> ({solved.length})
        </>
      }
      data-testid="user-home-solved-list"
    >
      {solved.length === 0 ? (
        <p className={mutedStyle}>
          <FormattedMessage id="problems.userHome.noSolved" />
        </p>
      ) : (
        <ul className={listStyle}>
          {solved.map((id) => (
            <li key={id}>
              <AppLink className={linkStyle} to={`/problem/${encodeURIComponent(id)}`}>
                {id}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
