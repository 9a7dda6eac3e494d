import { AccountsApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, TextField } from '@oj/sdk/ui'
import { Loading, useApiMutation, useApiQuery } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { actionsStyle } from '../account/account-ui.tsx'
import { mobileError } from './settings-forms.ts'
import { blockStyle, blockTitleStyle } from './settings-section.tsx'
import { useUpdateToasts } from './settings-toasts.ts'

const currentStyle = css({ color: 'fg.muted', fontSize: 'sm', wordBreak: 'break-all' })

/**
 * The account's mobile number (spec 1 §2 Settings, account section): POST /change-userInfo with the
 * number alone (blank clears it). Filled from GET /get-user-info; only its owner ever sees it.
 */
export function MobileForm(): ReactNode {
  const profile = useApiQuery(AccountsApi.ownProfile, {}, { quiet: true })
  if (!profile.data) return profile.isError ? null : <Loading />
  return <MobileEditor current={profile.data.mobile ?? ''} />
}

function MobileEditor(props: { readonly current: string }): ReactNode {
  const intl = useIntl()
  const toasts = useUpdateToasts()
  const [mobile, setMobile] = useState(props.current)
  const [error, setError] = useState<string>()
  const change = useApiMutation(AccountsApi.changeProfile, {
    quiet: true,
    invalidates: [AccountsApi.ownProfile],
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = mobileError(mobile)
    setError(found)
    if (found || change.isPending) return
    try {
      const reply = await change.mutateAsync({ mobile: mobile.trim() })
      setMobile(reply.mobile ?? '')
      toasts.updated()
    } catch (failure) {
      toasts.failed(failure)
    }
  }

  return (
    <form className={blockStyle} onSubmit={submit} noValidate data-testid="change-mobile-form">
      <h3 className={blockTitleStyle}>
        <FormattedMessage id="frame.settings.mobile" />
      </h3>
      <p className={currentStyle} data-testid="current-mobile">
        <FormattedMessage
          id="frame.settings.currentMobile"
          values={{ mobile: props.current || intl.formatMessage({ id: 'frame.settings.noMobile' }) }}
        />
      </p>
      <TextField
        label={<FormattedMessage id="frame.settings.mobileNumber" />}
        name="mobile"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={24}
        value={mobile}
        placeholder={intl.formatMessage({ id: 'frame.settings.mobilePlaceholder' })}
        onChange={(e) => {
          setMobile(e.currentTarget.value)
          if (error) setError(mobileError(e.currentTarget.value))
        }}
        error={error ? intl.formatMessage({ id: error }) : undefined}
      />
      <div className={actionsStyle}>
        <Button type="submit" loading={change.isPending} data-testid="change-mobile-submit">
          <FormattedMessage id="frame.settings.saveMobile" />
        </Button>
      </div>
    </form>
  )
}
