import { useIntl } from 'react-intl'

import { useShell } from '../shell-context.tsx'

/** Spec 1 §8: 'Update successfully' and 'Update Failed' (with the server's reason when there is one). */
export function useUpdateToasts(): { updated(): void; failed(error: unknown): void } {
  const { platform } = useShell()
  const intl = useIntl()
  return {
    updated: () => platform.toast('success', intl.formatMessage({ id: 'frame.settings.updated' })),
    failed: (error) => {
      const reason = error instanceof Error ? error.message.trim() : ''
      platform.toast(
        'error',
        reason
          ? intl.formatMessage({ id: 'frame.settings.updateFailedBecause' }, { reason })
          : intl.formatMessage({ id: 'frame.settings.updateFailed' }),
      )
    },
  }
}
