import { useNavigateTo } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import type { ProblemContext } from '../problem-detail/context.ts'
import { inContext } from '../problem-detail/layout/routes.ts'

/** The path of a user's home page (a frame page). */
export const userHomePath = (username: string): string =>
  `/user-home?username=${encodeURIComponent(username)}`

/** A link to a page of another app (the frame's user home): a real href, navigated without reload. */
export function AppLink(props: {
  readonly to: string
  readonly children: ReactNode
  readonly className?: string
  /** Marks the link as the page on screen (aria-current). */
  readonly current?: boolean
  readonly title?: string
}) {
  const navigate = useNavigateTo()
  return (
    <a
      href={`/oj${props.to}`}
      className={props.className}
      title={props.title}
      aria-current={props.current ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        navigate(props.to)
      }}
    >
      {props.children}
    </a>
  )
}

/** A link inside the page's context: the module's own router, or the platform's across modules. */
export function ContextLink(props: {
  readonly context: ProblemContext
  readonly to: string
  readonly className?: string
  readonly title?: string
  readonly children: ReactNode
}) {
  const { context, to, children, ...rest } = props
  return inContext(context) ? (
    <AppLink to={to} {...rest}>
      {children}
    </AppLink>
  ) : (
    <Link to={to} {...rest}>
      {children}
    </Link>
  )
}
