import { css } from '@oj/sdk/css'
import { Button, Drawer, MenuIcon } from '@oj/sdk/ui'
import { BASE_PATH } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

import type { MenuItem } from './menu.ts'

const frame = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '220px 1fr' },
  gap: { base: '3', md: '5' },
  alignItems: 'start',
  maxW: '1400px',
  mx: 'auto',
  p: { base: '3', md: '6' },
})
const side = css({
  display: { base: 'none', md: 'block' },
  position: 'sticky',
  top: '20',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  py: '2',
})
const narrowBar = css({
  display: { base: 'flex', md: 'none' },
  alignItems: 'center',
  gap: '2',
  minW: '0',
})
const heading = css({ px: '4', py: '2', fontSize: 'sm', color: 'fg.muted', fontWeight: 'semibold' })
const list = css({ listStyle: 'none', m: '0', p: '0' })
const link = css({
  display: 'block',
  px: '4',
  py: '2',
  color: 'fg.default',
  textDecoration: 'none',
  borderInlineStartWidth: '3px',
  borderColor: 'transparent',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'accent.default', borderColor: 'accent.default', fontWeight: 'semibold' },
})
const content = css({ minW: '0', display: 'grid', gap: '4' })

export interface AdminLayoutProps {
  /** The menu entries this user sees. */
  readonly items: ReadonlyArray<MenuItem>
  /** The entry of the route shown (highlighted), if any. */
  readonly current?: string
  /** Goes to a path under the base path (the platform's navigate). */
  readonly navigate: (to: string) => void
  readonly children?: ReactNode
}

function MenuList(props: {
  readonly items: ReadonlyArray<MenuItem>
  readonly current?: string
  readonly onPick: (item: MenuItem) => void
}): ReactNode {
  return (
    <ul className={list}>
      {props.items.map((item) => (
        <li key={`${item.moduleId}:${item.id}`}>
          <a
            className={link}
            href={`${BASE_PATH}/admin/${item.path}`}
            aria-current={item.path === props.current ? 'page' : undefined}
            data-testid={`admin-menu-${item.id}`}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
              event.preventDefault()
              props.onPick(item)
            }}
          >
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * The admin area's frame: the side menu and the content; under 768 px the menu folds into a drawer
 * opened by a Menu button above the content.
 */
export function AdminLayout(props: AdminLayoutProps): ReactNode {
  const [open, setOpen] = useState(false)
  const pick = (item: MenuItem) => {
    setOpen(false)
    props.navigate(`/admin/${item.path}`)
  }
  return (
    <div className={frame} data-testid="admin-area">
      <nav className={side} aria-labelledby="admin-menu-heading" data-testid="admin-menu">
        <div id="admin-menu-heading" className={heading}>
          <FormattedMessage id="admin.menu.title" />
        </div>
        <MenuList items={props.items} current={props.current} onPick={pick} />
      </nav>
      <div className={narrowBar}>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="admin-menu-open">
          <MenuIcon />
          <FormattedMessage id="admin.menu.open" />
        </Button>
      </div>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        side="start"
        title={<FormattedMessage id="admin.menu.title" />}
      >
        <nav data-testid="admin-menu-drawer">
          <MenuList items={props.items} current={props.current} onPick={pick} />
        </nav>
      </Drawer>
      <main className={content}>{props.children}</main>
    </div>
  )
}
