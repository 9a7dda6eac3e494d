import { ContestsApi } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, Dialog, Select } from '@oj/sdk/ui'
import { saveBlob, useApi } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Check } from './form-parts.tsx'

// The contest admins' zip of accepted submissions (GET /file/download-contest-ac-submission): a
// folder per user or per problem, the admins' own submissions left out when asked.

/** A button opening the download's options. */
export function AcDownload({ cid }: { readonly cid: number }): ReactNode {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="ac-download">
        <FormattedMessage id="contests.admin.acDownload.action" />
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={<FormattedMessage id="contests.admin.acDownload.action" />}
      >
        {open ? <AcDownloadForm cid={cid} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  )
}

export function AcDownloadForm(props: { readonly cid: number; readonly onDone: () => void }): ReactNode {
  const intl = useIntl()
  const api = useApi()
  const [splitType, setSplitType] = useState<'user' | 'problem'>('user')
  const [excludeAdmin, setExcludeAdmin] = useState(true)
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const file = (await api.call(ContestsApi.acSubmissionFile, {
        cid: props.cid,
        splitType,
        excludeAdmin,
      })) as unknown
      if (file instanceof Blob) saveBlob(file, `contest_${props.cid}_${Date.now()}.zip`)
      props.onDone()
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={css({ display: 'grid', gap: '3' })} data-testid="ac-download-form">
      <Select
        label={<FormattedMessage id="contests.admin.acDownload.splitType" />}
        value={splitType}
        onValueChange={(v) => setSplitType(v === 'problem' ? 'problem' : 'user')}
        options={[
          { value: 'user', label: intl.formatMessage({ id: 'contests.admin.acDownload.byUser' }) },
          { value: 'problem', label: intl.formatMessage({ id: 'contests.admin.acDownload.byProblem' }) },
        ]}
      />
      <Check checked={excludeAdmin} onChange={setExcludeAdmin} testId="ac-download-exclude">
        <FormattedMessage id="contests.admin.acDownload.excludeAdmin" />
      </Check>
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button loading={busy} onClick={() => void download()} data-testid="ac-download-go">
          <FormattedMessage id="contests.admin.acDownload.go" />
        </Button>
      </div>
    </div>
  )
}
