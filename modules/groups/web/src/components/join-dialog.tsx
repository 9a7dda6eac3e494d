import { CODE_LENGTH, GroupAuth, GroupMemberApi, REASON_MAX, REASON_MIN } from '@oj/groups-contract'
import { css } from '@oj/sdk/css'
import { Button, Dialog, TextField } from '@oj/sdk/ui'
import { useApiMutation } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage } from 'react-intl'

const bodyStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' })

/**
 * The application of a protected group (a reason) or a private one (the invitation code and a
 * reason), spec 3 §4. A public group is joined without it.
 */
export function JoinDialog(props: {
  readonly gid: number
  readonly auth: number
  readonly open: boolean
  readonly onClose: () => void
  readonly onDone: () => void
}): ReactNode {
  const [code, setCode] = useState('')
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const join = useApiMutation(GroupMemberApi.join, { onSuccess: props.onDone })
  const needsCode = props.auth === GroupAuth.private
  const reasonLength = [...reason.trim()].length
  const reasonBad = reasonLength < REASON_MIN || reasonLength > REASON_MAX
  const codeBad = needsCode && code.trim().length !== CODE_LENGTH
  const send = () => {
    setTried(true)
    if (reasonBad || codeBad) return
    join.mutate({ gid: props.gid, reason: reason.trim(), ...(needsCode ? { code: code.trim() } : {}) })
  }
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={<FormattedMessage id="groups.join.title" />}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            <FormattedMessage id="groups.cancel" />
          </Button>
          <Button loading={join.isPending} onClick={send} data-testid="group-join-submit">
            <FormattedMessage id="groups.join.submit" />
          </Button>
        </>
      }
    >
      <div className={bodyStyle}>
        {needsCode ? (
          <TextField
            label={<FormattedMessage id="groups.join.code" />}
            value={code}
            maxLength={CODE_LENGTH}
            onChange={(e) => setCode(e.target.value)}
            error={tried && codeBad ? <FormattedMessage id="groups.form.codeRule" /> : undefined}
            data-testid="group-join-code"
          />
        ) : null}
        <TextField
          multiline
          rows={4}
          label={<FormattedMessage id="groups.join.reason" />}
          value={reason}
          maxLength={REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
          error={tried && reasonBad ? <FormattedMessage id="groups.join.reasonRule" /> : undefined}
          data-testid="group-join-reason"
        />
      </div>
    </Dialog>
  )
}
