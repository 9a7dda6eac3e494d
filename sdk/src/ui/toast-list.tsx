import { createToaster, type CreateToasterReturn, Toast, Toaster as ArkToaster } from '@ark-ui/react/toast'
import { css, cva } from '@oj/sdk/css'
import { useIntl } from 'react-intl'

import { CloseIcon } from './icons.tsx'
import type { ToastKind } from './toaster.tsx'

// Ark's toasts (zag's toast store and machines), loaded by ./toaster.tsx with the page's first toast.
export { createToaster }

const toastStyle = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    minW: '64',
    maxW: 'calc(100vw - 32px)',
    px: '4',
    py: '2.5',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderStartWidth: '4px',
    borderRadius: 'control',
    boxShadow: 'popover',
    fontSize: '14px',
    // zag positions each toast with these variables; keep them.
    translate: 'var(--x) var(--y)',
    scale: 'var(--scale)',
    zIndex: 'var(--z-index)',
    opacity: 'var(--opacity)',
    height: 'var(--height)',
    transition: 'translate 0.3s, scale 0.3s, opacity 0.3s, height 0.3s',
  },
  variants: {
    kind: {
      success: { borderColor: 'success.default' },
      info: { borderColor: 'info.default' },
      warning: { borderColor: 'warning.default' },
      error: { borderColor: 'danger.default' },
    },
  },
})

const closeStyle = css({
  display: 'inline-flex',
  ms: 'auto',
  p: '1',
  border: 'none',
  bg: 'transparent',
  color: 'fg.muted',
  cursor: 'pointer',
  borderRadius: 'sm',
  _hover: { color: 'fg.default', bg: 'bg.muted' },
})

const kindOf = (type: string | undefined): ToastKind =>
  type === 'success' || type === 'warning' || type === 'error' ? type : 'info'

/** The toasts of one store, stacked where the store places them. */
export function ToastList(props: { readonly of: CreateToasterReturn }) {
  const intl = useIntl()
  return (
    <ArkToaster toaster={props.of} className={css({ zIndex: 'toast' })}>
      {(toast) => (
        <Toast.Root className={toastStyle({ kind: kindOf(toast.type) })}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
            <Toast.Title className={toast.description ? css({ fontWeight: '600' }) : undefined}>
              {toast.title}
            </Toast.Title>
            {toast.description ? (
              <Toast.Description className={css({ color: 'fg.muted', wordBreak: 'break-word' })}>
                {toast.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.CloseTrigger
            className={closeStyle}
            aria-label={intl.formatMessage({ id: 'sdk.toast.close' })}
          >
            <CloseIcon />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  )
}
