import { Toaster, toaster } from '@oj/sdk/ui'
import { useStore } from '@oj/sdk/web'
import { type ReactNode, useEffect } from 'react'

import { useShell } from './shell-context.tsx'

/** Shows the platform's toasts (from any app) with the ui kit's toaster: one at a time, top-centre. */
export function Toasts(): ReactNode {
  const { platform } = useShell()
  const toast = useStore(platform.toastNow)
  useEffect(() => {
    if (!toast) return
    // Dismiss (not remove): the toast leaves through its own exit, and with max 1 the new one waits.
    toaster.dismiss()
    toaster.create({ type: toast.kind, title: toast.text, duration: toast.duration })
  }, [toast])
  return <Toaster />
}
