import { createToaster, Toast, Toaster as ArkToaster } from '@ark-ui/react/toast'
import { css, cva } from '@oj/sdk/css'
import { useIntl } from 'react-intl'

import { CloseIcon } from './icons.tsx'

export type ToastKind = 'success' | 'info' | 'warning' | 'error'

/**
 * The page's one toast queue (spec 1 §8: one at a time, 4000 ms, top-centre). Only the shell renders
 * <Toaster />; remotes show toasts through the platform context's `toast()`, which calls showToast.
 */
export const toaster = createToaster({ placement: 'top', max: 1, duration: 4000, offsets: '16px' })

/**
 * The notifications of failed calls (spec 1 §8: besides the message, a notification for 5 s, not on
 * mobile): top right, a few stacked.
 */
export const notifier = createToaster({ placement: 'top-end', max: 3, duration: 5000, offsets: '16px' })

/** Shows a toast, replacing the one on screen. */
export function showToast(kind: ToastKind, text: string): void {
  toaster.remove()
  toaster.create({ type: kind, title: text })
}

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

/** Renders the toasts of `toaster`; mount it once, near the root of the page. */
export function Toaster() {
  return <ToastList of={toaster} />
}

/** Renders the notifications of `notifier`; mount it once, beside <Toaster />. */
export function Notifier() {
  return <ToastList of={notifier} />
}

function ToastList(props: { readonly of: typeof toaster }) {
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
