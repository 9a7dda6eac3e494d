import { getPlatform } from '@oj/sdk/web'
import { useCallback } from 'react'
import { useIntl } from 'react-intl'

/**
 * Opens a contest's page; a visitor is warned 'Please login first' and gets the login dialog instead
 * (spec 2 §2: entering a contest needs a login). The session is read when the contest is clicked.
 */
export function useOpenContest(): (cid: number) => void {
  const intl = useIntl()
  return useCallback(
    (cid: number) => {
      const platform = getPlatform()
      if (platform.auth.get().token) {
        platform.navigate(`/contest/${cid}`)
        return
      }
      platform.toast('warning', intl.formatMessage({ id: 'contests.loginFirst' }))
      platform.openLogin()
    },
    [intl],
  )
}
