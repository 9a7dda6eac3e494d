import { Routes, type SubmissionView } from '@oj/problems-contract'
import { Button, Tag } from '@oj/sdk/ui'
import { useApi, usePlatform } from '@oj/sdk/web'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

/** The owner's Shared / Unshared switch (PUT /submission). */
export function ShareToggle(props: { readonly submission: SubmissionView; readonly onDone: () => void }) {
  const { submission } = props
  const intl = useIntl()
  const api = useApi()
  const platform = usePlatform()
  const [busy, setBusy] = useState(false)
  const toggle = () => {
    const share = !submission.share
    setBusy(true)
    api
      .put(Routes.submission, { submitId: submission.submitId, share, uid: submission.uid })
      .then(
        () => {
          const id = share ? 'problems.submission.shared' : 'problems.submission.unshared'
          platform.toast('success', intl.formatMessage({ id }))
          props.onDone()
        },
        () => undefined,
      )
      .finally(() => setBusy(false))
  }
  return (
    <span className="oj-submission-actions" data-testid="share-toggle">
      <Tag
        color={submission.share ? 'green' : 'gray'}
        selected={submission.share}
        onClick={() => (busy ? undefined : toggle())}
      >
        <FormattedMessage
          id={submission.share ? 'problems.submission.share.on' : 'problems.submission.share.off'}
        />
      </Tag>
    </span>
  )
}

/** Submitted Failed: the resubmit icon (GET /resubmit). */
export function ResubmitButton(props: { readonly submitId: number; readonly onDone: () => void }) {
  const intl = useIntl()
  const api = useApi()
  const platform = usePlatform()
  const [busy, setBusy] = useState(false)
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      title={intl.formatMessage({ id: 'problems.submission.resubmit' })}
      onClick={() => {
        setBusy(true)
        api
          .get(Routes.resubmit, { submitId: props.submitId })
          .then(
            () => {
              platform.toast('success', intl.formatMessage({ id: 'problems.submission.resubmitted' }))
              props.onDone()
            },
            () => undefined,
          )
          .finally(() => setBusy(false))
      }}
    >
      ↻ <FormattedMessage id="problems.submission.resubmit" />
    </Button>
  )
}
