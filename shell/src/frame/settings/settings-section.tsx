import { Collapsible } from '@ark-ui/react/collapsible'
import { css } from '@oj/sdk/css'
import { ChevronDownIcon } from '@oj/sdk/ui'
import type { ReactNode } from 'react'

const cardStyle = css({ bg: 'bg.surface', borderRadius: 'card', boxShadow: 'card', overflow: 'hidden' })
const triggerStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  w: 'full',
  px: { base: '4', md: '6' },
  py: '4',
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
  textStyle: 'h3',
  color: 'fg.default',
  textAlign: 'start',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' },
})
const indicatorStyle = css({
  display: 'inline-flex',
  color: 'fg.muted',
  transition: 'transform 0.15s',
  _open: { transform: 'rotate(180deg)' },
})
const contentStyle = css({
  px: { base: '4', md: '6' },
  pb: '6',
  pt: '2',
  borderTop: '1px solid',
  borderColor: 'border.default',
})

/** One of the settings page's two collapsible sections (spec 1 §2 Settings), open at first. */
export function SettingsSection(props: {
  readonly title: ReactNode
  readonly children: ReactNode
  readonly testId?: string
}): ReactNode {
  return (
    <Collapsible.Root defaultOpen className={cardStyle} data-testid={props.testId}>
      <Collapsible.Trigger className={triggerStyle}>
        <span>{props.title}</span>
        <Collapsible.Indicator className={indicatorStyle}>
          <ChevronDownIcon />
        </Collapsible.Indicator>
      </Collapsible.Trigger>
      <Collapsible.Content className={contentStyle}>{props.children}</Collapsible.Content>
    </Collapsible.Root>
  )
}

/** A titled block inside a section (change password, change e-mail, ...). */
export const blockStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  maxW: '480px',
  w: 'full',
})
export const blockTitleStyle = css({ fontSize: '16px', fontWeight: '600', lineHeight: '1.4' })
export const blocksStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
  columnGap: '10',
  rowGap: '4',
})
