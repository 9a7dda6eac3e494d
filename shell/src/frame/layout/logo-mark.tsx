import type { ReactNode, SVGProps } from 'react'

/** The product mark: a terminal prompt in a rounded square. */
export function LogoMark(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg width="1em" height="1em" viewBox="0 0 32 32" aria-hidden {...props}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M9 11l5 5-5 5M16 22h7"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
