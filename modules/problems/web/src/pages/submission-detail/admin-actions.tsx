import { AdminApi, type SubmissionView } from '@oj/problems-contract'
import { Button, Dialog, Input, Select, statusMessageId } from '@oj/sdk/ui'
import { useApiMutation, usePlatform } from '@oj/sdk/web'
import { type FormEvent, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import {
  initialManualStatus,
  manualJudgeDisabled,
  manualJudgeOptions,
  parseScore,
  showsScoreInput,
} from './judge-actions.ts'

/** The super admin's rejudge, manual judge and cancel (spec 1 §4); `onDone` reloads the submission. */
export function AdminActions(props: { readonly submission: SubmissionView; readonly onDone: () => void }) {
  const { submission } = props
  const intl = useIntl()
  const platform = usePlatform()
  const [manualOpen, setManualOpen] = useState(false)
  const done = (id: string) => () => {
    platform.toast('success', intl.formatMessage({ id }))
    props.onDone()
  }
  const rejudge = useApiMutation(AdminApi.rejudge, { onSuccess: done('problems.submission.rejudged') })
  const cancel = useApiMutation(AdminApi.cancelJudge, { onSuccess: done('problems.submission.cancelled') })
  const manual = useApiMutation(AdminApi.manualJudge, {
    onSuccess: () => {
      done('problems.submission.manualDone')()
      setManualOpen(false)
    },
  })
  const busy = rejudge.isPending || cancel.isPending || manual.isPending
  const submitId = submission.submitId

  return (
    <div className="oj-submission-actions" data-testid="submission-admin-actions">
      <Button
        size="sm"
        variant="outline"
        tone="danger"
        loading={busy}
        onClick={() => rejudge.mutate({ submitId })}
      >
        <FormattedMessage id="problems.submission.rejudge" />
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy || manualJudgeDisabled(submission.status)}
        onClick={() => setManualOpen(true)}
      >
        <FormattedMessage id="problems.submission.manualJudge" />
      </Button>
      <Button
        size="sm"
        variant="outline"
        tone="neutral"
        disabled={busy || submission.status === -4}
        onClick={() => cancel.mutate({ submitId })}
      >
        <FormattedMessage id="problems.submission.cancelJudge" />
      </Button>
      {manualOpen ? (
        <ManualJudgeDialog
          submission={submission}
          busy={busy}
          onClose={() => setManualOpen(false)}
          onSubmit={(status, score) =>
            manual.mutate({ submitId, status, ...(score !== undefined ? { score } : {}) })
          }
        />
      ) : null}
    </div>
  )
}

function ManualJudgeDialog(props: {
  readonly submission: SubmissionView
  readonly busy: boolean
  readonly onClose: () => void
  readonly onSubmit: (status: number, score: number | undefined) => void
}) {
  const intl = useIntl()
  const { submission } = props
  const [status, setStatus] = useState<number | null>(initialManualStatus(submission.status))
  const [scoreText, setScoreText] = useState(submission.score === null ? '' : String(submission.score))
  const withScore = showsScoreInput(submission)
  const score = parseScore(scoreText)
  const scoreBad = withScore && scoreText.trim() !== '' && score === undefined
  const options = manualJudgeOptions().map((o) => ({
    value: String(o.code),
    label: intl.formatMessage({ id: statusMessageId(o.code) }),
    disabled: o.disabled,
  }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (status === null || scoreBad) return
    props.onSubmit(status, withScore ? score : undefined)
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={<FormattedMessage id="problems.submission.manualJudge" />}
      size="sm"
    >
      <form className="oj-manual-form" onSubmit={submit}>
        <Select
          label={<FormattedMessage id="problems.status.column.status" />}
          options={options}
          value={status === null ? '' : String(status)}
          onValueChange={(v) => setStatus(v === '' ? null : Number(v))}
        />
        {status === null ? (
          <span className="oj-status-manual" role="alert">
            <FormattedMessage id="problems.submission.manualStatusRequired" />
          </span>
        ) : null}
        {withScore ? (
          <label className="oj-manual-form">
            <FormattedMessage id="problems.status.column.score" />
            <Input
              inputMode="numeric"
              value={scoreText}
              aria-invalid={scoreBad}
              onChange={(e) => setScoreText(e.target.value)}
            />
          </label>
        ) : null}
        <div className="oj-submission-actions">
          <Button type="submit" size="sm" loading={props.busy} disabled={status === null || scoreBad}>
            <FormattedMessage id="problems.submission.confirm" />
          </Button>
          <Button size="sm" variant="outline" tone="neutral" onClick={props.onClose}>
            <FormattedMessage id="problems.submission.cancel" />
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
