import { REPORT_LABELS, REPORT_REASON_MAX_LENGTH } from '@oj/discussion-contract'
import { css } from '@oj/sdk/css'
import { Button, Dialog, Tag, TextField } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

const labelsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
const formStyle = css({ display: 'grid', gap: '3' })
const errorStyle = css({ color: 'danger.default', textStyle: 'bodySm' })
const footerStyle = css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })

/** A report's content: each chosen label as `#label#`, then the reason (spec 2 §3 Report). */
export const reportContent = (labels: ReadonlyArray<string>, reason: string): string =>
  [...labels.map((l) => `#${l}#`), reason.trim()].filter(Boolean).join(' ')

interface ReportDialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly pending: boolean
  readonly onSubmit: (content: string) => void
}

/** The report dialog: the six labels (any of them) and a reason of at most 200 characters. */
export function ReportDialog(props: ReportDialogProps): ReactNode {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={<FormattedMessage id="discussion.report.title" />}
    >
      {props.open ? <ReportForm {...props} /> : null}
    </Dialog>
  )
}

function ReportForm(props: ReportDialogProps): ReactNode {
  const intl = useIntl()
  const [chosen, setChosen] = useState<ReadonlyArray<string>>([])
  const [reason, setReason] = useState('')
  const [empty, setEmpty] = useState(false)
  const text = (label: string) => intl.formatMessage({ id: `discussion.report.label.${label}` })
  const submit = () => {
    if (chosen.length === 0 && !reason.trim()) return setEmpty(true)
    // `chosen` holds the labels as shown (the texts of the reader's language).
    props.onSubmit(reportContent(chosen, reason))
  }
  return (
    <div className={formStyle}>
      <div
        className={labelsStyle}
        role="group"
        aria-label={intl.formatMessage({ id: 'discussion.report.labels' })}
      >
        {REPORT_LABELS.map((label) => (
          <Tag
            key={label}
            selected={chosen.includes(text(label))}
            onClick={() =>
              setChosen(
                chosen.includes(text(label))
                  ? chosen.filter((c) => c !== text(label))
                  : [...chosen, text(label)],
              )
            }
          >
            {text(label)}
          </Tag>
        ))}
      </div>
      <TextField
        label={intl.formatMessage({ id: 'discussion.report.reason' })}
        multiline
        rows={3}
        maxLength={REPORT_REASON_MAX_LENGTH}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {empty ? (
        <p className={errorStyle} role="alert">
          <FormattedMessage id="discussion.report.empty" />
        </p>
      ) : null}
      <div className={footerStyle}>
        <Button variant="ghost" onClick={() => props.onOpenChange(false)}>
          <FormattedMessage id="discussion.post.cancel" />
        </Button>
        <Button loading={props.pending} onClick={submit} data-testid="discussion-report-send">
          <FormattedMessage id="discussion.report.send" />
        </Button>
      </div>
    </div>
  )
}
