import { useNavigateTo } from '@oj/sdk/web'
import type { ReactNode } from 'react'

/** The path of a user's home page (a frame page). */
export const userHomePath = (username: string): string =>
  `/user-home?username=${encodeURIComponent(username)}`

/** A link to a page of another app (the frame's user home): a real href, navigated without reload. */
export function AppLink(props: {
  readonly to: string
  readonly children: ReactNode
  readonly className?: string
}) {
  const navigate = useNavigateTo()
  return (
    <a
      href={`/oj${props.to}`}
      className={props.className}
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
