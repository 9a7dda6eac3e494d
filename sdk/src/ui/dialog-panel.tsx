import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { css, cva, cx } from '@oj/sdk/css'
import { useIntl } from 'react-intl'

import { closeButtonClass, type DialogProps, overlayClass } from './dialog.tsx'
import { CloseIcon } from './icons.tsx'

const positionerStyle = cva({
  base: {
    position: 'fixed',
    inset: '0',
    zIndex: 'modal',
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'center',
    overflowY: 'auto',
    px: '4',
    py: { base: '6', md: '16' },
  },
  variants: { full: { true: { px: '0', py: '0' } } },
})

const contentStyle = cva({
  base: {
    position: 'relative',
    w: 'full',
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'popover',
    p: '6',
    outline: 'none',
    _open: { animation: 'oj-pop-in 0.15s ease-out' },
    _closed: { animation: 'oj-fade-out 0.12s ease-in' },
  },
  variants: {
    size: {
      sm: { maxW: '380px' },
      md: { maxW: '520px' },
      lg: { maxW: '800px' },
      full: { maxW: 'none', minH: '100dvh', borderRadius: '0', p: { base: '4', md: '8' } },
    },
  },
  defaultVariants: { size: 'md' },
})

const titleStyle = css({ textStyle: 'h3', pe: '8', mb: '2' })
const descriptionStyle = css({ color: 'fg.muted', mb: '4' })
const footerStyle = css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '6' })

/** The dialog itself (ark's), loaded by ./dialog.tsx when a dialog first opens. */
export default function DialogPanel(props: DialogProps) {
  const intl = useIntl()
  return (
    <ArkDialog.Root
      open={props.open}
      onOpenChange={(d) => props.onOpenChange(d.open)}
      closeOnInteractOutside={props.closeOnInteractOutside ?? true}
      closeOnEscape={props.closeOnEscape ?? true}
      role={props.role ?? 'dialog'}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={overlayClass} />
        <ArkDialog.Positioner className={positionerStyle({ full: props.size === 'full' })}>
          <ArkDialog.Content className={cx(contentStyle({ size: props.size }), props.className)}>
            {props.title ? <ArkDialog.Title className={titleStyle}>{props.title}</ArkDialog.Title> : null}
            {props.description ? (
              <ArkDialog.Description className={descriptionStyle}>{props.description}</ArkDialog.Description>
            ) : null}
            {props.children}
            {props.footer ? <div className={footerStyle}>{props.footer}</div> : null}
            {props.hideCloseButton ? null : (
              <ArkDialog.CloseTrigger
                className={closeButtonClass}
                aria-label={intl.formatMessage({ id: 'sdk.dialog.close' })}
              >
                <CloseIcon />
              </ArkDialog.CloseTrigger>
            )}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
