// The frame's few icons, inline so that no icon package is needed.
import type { ReactNode, SVGProps } from 'react'

const base = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const

export function ChevronDown(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg {...base} {...props}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  )
}

export function MenuIcon(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg {...base} {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  )
}

export function ExternalIcon(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg {...base} {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  )
}

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
