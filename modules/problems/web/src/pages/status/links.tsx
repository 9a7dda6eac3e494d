import { useNavigateTo } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

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
  readonly 'data-testid'?: string
}) {
  const navigate = useNavigateTo()
  return (
    <a
      href={`/oj${props.to}`}
      className={props.className}
      title={props.title}
      data-testid={props['data-testid']}
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

/**
 * A link of the page's links: inside the module's own router on its own pages, through the platform
 * inside another module's context (a contest's pages are that module's routes).
 */
export function ContextLink(props: {
  /** The page is shown in a scope (a contest, a training, a group). */
  readonly scoped: boolean
  readonly to: string
  readonly className?: string
  readonly title?: string
  readonly 'data-testid'?: string
  readonly children: ReactNode
}) {
  const { scoped, to, children, ...rest } = props
  return scoped ? (
    <AppLink to={to} {...rest}>
      {children}
    </AppLink>
  ) : (
    <Link to={to} {...rest}>
      {children}
    </Link>
  )
}
