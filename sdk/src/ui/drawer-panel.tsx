import { Drawer as ArkDrawer } from '@ark-ui/react/drawer'
import { Portal } from '@ark-ui/react/portal'
import { css, cva, cx } from '@oj/sdk/css'
import { useIntl } from 'react-intl'

import { closeButtonClass, overlayClass } from './dialog.tsx'
import type { DrawerProps } from './drawer.tsx'
import { CloseIcon } from './icons.tsx'

const positionerStyle = cva({
  base: { position: 'fixed', inset: '0', zIndex: 'modal', display: 'flex', pointerEvents: 'none' },
  variants: {
    side: { start: { justifyContent: 'flex-start' }, end: { justifyContent: 'flex-end' } },
  },
})

const contentStyle = cva({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    h: 'full',
    w: 'min(320px, 85vw)',
    bg: 'bg.surface',
    boxShadow: 'popover',
    pointerEvents: 'auto',
    outline: 'none',
    transitionProperty: 'transform',
    transitionDuration: '0.2s',
  },
  variants: {
    // Animations, unlike transitions, win over the inline transform the swipe logic sets.
    side: {
      start: {
        _open: { animation: 'oj-slide-in-left 0.2s ease-out' },
        _closed: { animation: 'oj-slide-in-left 0.15s ease-in reverse' },
      },
      end: {
        _open: { animation: 'oj-slide-in-right 0.2s ease-out' },
        _closed: { animation: 'oj-slide-in-right 0.15s ease-in reverse' },
      },
    },
  },
})

const headerStyle = css({ display: 'flex', alignItems: 'center', minH: '14', px: '4', pe: '12' })
const titleStyle = css({ textStyle: 'h3' })
const bodyStyle = css({ flex: '1', overflowY: 'auto', px: '4', pb: '4' })
const footerStyle = css({ borderTopWidth: '1px', borderColor: 'border.muted', p: '4' })

/** The drawer itself (ark's), loaded by ./drawer.tsx when it first opens. */
export default function DrawerPanel({
  open,
  onOpenChange,
  side = 'start',
  title,
  children,
  footer,
  className,
}: DrawerProps) {
  const intl = useIntl()
  return (
    <ArkDrawer.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      swipeDirection={side}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDrawer.Backdrop className={overlayClass} />
        <ArkDrawer.Positioner className={positionerStyle({ side })}>
          <ArkDrawer.Content className={cx(contentStyle({ side }), className)}>
            <div className={headerStyle}>
              {title ? <ArkDrawer.Title className={titleStyle}>{title}</ArkDrawer.Title> : null}
            </div>
            <div className={bodyStyle}>{children}</div>
            {footer ? <div className={footerStyle}>{footer}</div> : null}
            <ArkDrawer.CloseTrigger
              className={closeButtonClass}
              aria-label={intl.formatMessage({ id: 'sdk.drawer.close' })}
            >
              <CloseIcon />
            </ArkDrawer.CloseTrigger>
          </ArkDrawer.Content>
        </ArkDrawer.Positioner>
      </Portal>
    </ArkDrawer.Root>
  )
}
