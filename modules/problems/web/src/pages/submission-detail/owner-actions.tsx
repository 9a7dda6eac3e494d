import { SubmissionsApi, type SubmissionView } from '@oj/problems-contract'
import { Button, Tag } from '@oj/sdk/ui'
import { useApiMutation, usePlatform } from '@oj/sdk/web'
import { FormattedMessage, useIntl } from 'react-intl'

/** The owner's Shared / Unshared switch (PUT /submission). */
export function ShareToggle(props: { readonly submission: SubmissionView; readonly onDone: () => void }) {
  const { submission } = props
  const intl = useIntl()
  const platform = usePlatform()
  const update = useApiMutation(SubmissionsApi.updateShare, {
    onSuccess: (_, input) => {
      const id = input.share ? 'problems.submission.shared' : 'problems.submission.unshared'
      platform.toast('success', intl.formatMessage({ id }))
      props.onDone()
    },
  })
  const toggle = () =>
    update.mutate({ submitId: submission.submitId, share: !submission.share, uid: submission.uid })
  return (
    <span className="oj-submission-actions" data-testid="share-toggle">
      <Tag
        color={submission.share ? 'green' : 'gray'}
        selected={submission.share}
        onClick={() => (update.isPending ? undefined : toggle())}
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
  const platform = usePlatform()
  const resubmit = useApiMutation(SubmissionsApi.resubmit, {
    onSuccess: () => {
      platform.toast('success', intl.formatMessage({ id: 'problems.submission.resubmitted' }))
      props.onDone()
    },
  })
  return (
    <Button
      size="sm"
      variant="outline"
      loading={resubmit.isPending}
      title={intl.formatMessage({ id: 'problems.submission.resubmit' })}
      onClick={() => resubmit.mutate({ submitId: props.submitId })}
    >
      ↻ <FormattedMessage id="problems.submission.resubmit" />
    </Button>
  )
}
