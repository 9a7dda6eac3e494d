import { Notifier, notifier, Toaster, toaster } from '@oj/sdk/ui'
import { useStore } from '@oj/sdk/web'
import { type ReactNode, useEffect } from 'react'
import { useIntl } from 'react-intl'

import { useShell } from './shell-context.tsx'

/** Phones get no notifications (spec 1 §8); the same width the small pagers start at. */
const MOBILE = '(max-width: 767px)'

/**
 * Shows the platform's toasts (from any app) with the ui kit's toaster: one at a time, top-centre;
 * and, except on phones, a notification of each failed call for 5 s, top right.
 */
export function Toasts(): ReactNode {
  const { platform } = useShell()
  const intl = useIntl()
  const toast = useStore(platform.toastNow)
  const notice = useStore(platform.noticeNow)
  useEffect(() => {
    if (!toast) return
    // Dismiss (not remove): the toast leaves through its own exit, and with max 1 the new one waits.
    toaster.dismiss()
    toaster.create({ type: toast.kind, title: toast.text, duration: toast.duration })
  }, [toast])
  useEffect(() => {
    if (!notice || typeof window === 'undefined' || window.matchMedia(MOBILE).matches) return
    notifier.create({
      type: notice.kind,
      title: intl.formatMessage({ id: 'frame.notice.error' }),
      description: notice.text,
      duration: notice.duration,
    })
  }, [notice, intl])
  return (
    <>
      <Toaster />
      <Notifier />
    </>
  )
}
