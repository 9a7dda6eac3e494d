import { BASE_PATH, useNavigateTo } from '@oj/sdk/web'
import type { ReactNode } from 'react'

/**
 * A link under the base path that navigates through the platform, so it works on the module's pages
 * and inside other modules' pages (the comment area in a contest) alike.
 */
export function AppLink(props: {
  readonly to: string
  readonly children: ReactNode
  readonly className?: string
}): ReactNode {
  const navigate = useNavigateTo()
  return (
    <a
      href={`${BASE_PATH}${props.to}`}
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
