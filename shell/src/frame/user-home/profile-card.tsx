import { css } from '@oj/sdk/css'
import { Card, ExternalIcon } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { mutedStyle } from './styles.ts'
import {
  githubLink,
  levelTier,
  safeColor,
  safeLink,
  tierColor,
  type UserHomeInfo,
} from './user-home-logic.ts'

const headStyle = css({
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  gap: '2',
  textAlign: 'center',
})
const avatarBoxStyle = css({ position: 'relative', w: '96px', h: '96px' })
const avatarStyle = css({
  w: 'full',
  h: 'full',
  borderRadius: 'pill',
  objectFit: 'cover',
  bg: 'bg.muted',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '3xl',
  fontWeight: 'semibold',
  color: 'fg.muted',
  borderWidth: '3px',
  borderStyle: 'solid',
})
const levelStyle = css({
  position: 'absolute',
  bottom: '-1',
  left: '50%',
  transform: 'translateX(-50%)',
  px: '2',
  py: '0.5',
  borderRadius: 'pill',
  color: 'white',
  fontSize: 'xs',
  fontWeight: 'bold',
  whiteSpace: 'nowrap',
})
const nameStyle = css({ fontSize: 'xl', fontWeight: 'semibold', wordBreak: 'break-all', m: '0' })
const titleTagStyle = css({ px: '2', py: '0.5', borderRadius: 'control', color: 'white', fontSize: 'xs' })
const signatureStyle = css({
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  color: 'fg.muted',
  fontSize: 'sm',
})
const factsStyle = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2',
  mt: '4',
  fontSize: 'sm',
})
const factValueStyle = css({ wordBreak: 'break-all', minW: '0' })
const linkStyle = css({
  color: 'accent.fg',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  _hover: { textDecoration: 'underline' },
})

function Avatar(props: { readonly info: UserHomeInfo; readonly solved: number }): ReactNode {
  const { level } = levelTier(props.solved)
  const color = tierColor(level)
  const intl = useIntl()
  return (
    <div
      className={avatarBoxStyle}
      title={intl.formatMessage({ id: 'frame.userHome.levelHint' }, { level, solved: props.solved })}
      data-testid="user-home-level"
    >
      {props.info.avatar ? (
        <img
          className={avatarStyle}
          style={{ borderColor: color }}
          src={props.info.avatar}
          alt={props.info.username}
        />
      ) : (
        <span className={avatarStyle} style={{ borderColor: color }} aria-hidden>
          {props.info.username.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className={levelStyle} style={{ backgroundColor: color }}>
        <FormattedMessage id="frame.userHome.level" values={{ level }} />
      </span>
    </div>
  )
}

function ExternalLink(props: { readonly href: string; readonly text: string }): ReactNode {
  return (
    <a className={linkStyle} href={props.href} target="_blank" rel="noopener noreferrer nofollow">
      {props.text}
      <ExternalIcon />
    </a>
  )
}

/** Avatar with its level, names, title, signature and the profile facts (spec 1 §2, §3 Profile). */
export function ProfileCard(props: { readonly info: UserHomeInfo }): ReactNode {
  const { info } = props
  const intl = useIntl()
  const solved = info.solvedList?.length ?? 0
  const blog = safeLink(info.blog)
  const github = githubLink(info.github)
  const titleColor = safeColor(info.titleColor)
  const gender = ['male', 'female'].includes(info.gender ?? '') ? info.gender : 'secrecy'
  const facts: Array<[string, ReactNode]> = [
    ['frame.userHome.gender', <FormattedMessage key="g" id={`frame.userHome.gender.${gender}`} />],
    ...(info.school ? [['frame.userHome.school', info.school] as [string, ReactNode]] : []),
    ...(blog
      ? [
          [
            'frame.userHome.blog',
            <ExternalLink key="b" href={blog} text={blog.replace(/^https?:\/\//i, '')} />,
          ] as [string, ReactNode],
        ]
      : []),
    ...(github
      ? [
          ['frame.userHome.github', <ExternalLink key="h" href={github} text={info.github ?? ''} />] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    [
      'frame.userHome.recentLogin',
      info.recentLoginTime
        ? intl.formatDate(info.recentLoginTime, {
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
          })
        : intl.formatMessage({ id: 'frame.userHome.neverLoggedIn' }),
    ],
  ]
  return (
    <Card data-testid="user-home-profile">
      <div className={headStyle}>
        <Avatar info={info} solved={solved} />
        <h1 className={nameStyle}>{info.username}</h1>
        {info.nickname ? <div className={mutedStyle}>{info.nickname}</div> : null}
        {info.titleName ? (
          <span className={titleTagStyle} style={{ backgroundColor: titleColor ?? '#8c8c8c' }}>
            {info.titleName}
          </span>
        ) : null}
        <p className={signatureStyle}>
          {info.signature?.trim() ? info.signature : <FormattedMessage id="frame.userHome.noSignature" />}
        </p>
      </div>
      <dl className={factsStyle}>
        {facts.map(([label, value]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt className={mutedStyle}>
              <FormattedMessage id={label} />
            </dt>
            <dd className={factValueStyle}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}
