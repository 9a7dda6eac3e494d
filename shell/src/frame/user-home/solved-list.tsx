import { css } from '@oj/sdk/css'
import { Card } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'

import { mutedStyle } from './styles.ts'

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

/** The problems the user solved, each a link to its page. */
export function SolvedList(props: { readonly solved: ReadonlyArray<string> }): ReactNode {
  return (
    <Card
      as="h2"
      title={
        <>
          <FormattedMessage id="frame.userHome.solvedList" /> ({props.solved.length})
        </>
      }
      data-testid="user-home-solved-list"
    >
      {props.solved.length === 0 ? (
        <p className={mutedStyle}>
          <FormattedMessage id="frame.userHome.noSolved" />
        </p>
      ) : (
        <ul className={listStyle}>
          {props.solved.map((id) => (
            <li key={id}>
              <Link className={linkStyle} to={`/problem/${encodeURIComponent(id)}`}>
                {id}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
