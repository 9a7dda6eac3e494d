import { AdminApi } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, ProgressBar, Table, TextField } from '@oj/sdk/ui'
import { usePlatform } from '@oj/sdk/web'
import { type ReactNode, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { uploadFile, type UploadProgress } from '../upload.ts'
import { Check, rowStyle, Section } from './form-bits.tsx'
import { type CaseDraft, type ProblemFormState, SUBTASK_MODES, uploadedCases } from './model.ts'

// The test data: a zip uploaded with a progress bar (streamed to the server's disk; the pairs it
// held are listed for their scores and groups) or cases typed in, with scores (OI) and groups
// (subtask modes).

const small = css({ width: { base: 'full', md: '7rem' } })
const caseRow = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr auto' },
  alignItems: 'start',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  pb: '2',
})

interface Uploading {
  readonly name: string
  readonly progress: UploadProgress
  readonly processing: boolean
}

export function CasesSection(props: {
  readonly state: ProblemFormState
  readonly onChange: (next: ProblemFormState) => void
  /** A group's problem: the upload names the group, whose admins may upload for it. */
  readonly gid?: number | undefined
}): ReactNode {
  const { state, onChange, gid } = props
  const intl = useIntl()
  const platform = usePlatform()
  const input = useRef<HTMLInputElement | null>(null)
  const [uploading, setUploading] = useState<Uploading | undefined>()
  const oi = state.type === 1
  const grouped = SUBTASK_MODES.includes(state.judgeCaseMode)
  const set = (patch: Partial<ProblemFormState>) => onChange({ ...state, ...patch })

  const upload = async (file: File) => {
    setUploading({ name: file.name, progress: { loaded: 0, total: file.size }, processing: false })
    try {
      const reply = await uploadFile<{
        fileList: Array<{ input: string; output: string }>
        fileListDir: string
      }>(
        platform,
        AdminApi.uploadTestcaseZip.path,
        'file',
        file,
        (progress) =>
          setUploading({ name: file.name, progress, processing: progress.loaded >= progress.total }),
        { mode: state.judgeCaseMode, ...(gid === undefined ? {} : { gid: String(gid) }) },
      ).done
      onChange(uploadedCases(state, reply.fileList, reply.fileListDir))
      platform.toast(
        'success',
        intl.formatMessage({ id: 'problems.admin.form.uploadDone' }, { n: reply.fileList.length }),
      )
    } catch (error) {
      const message = (error as Error).message
      platform.toast('error', message || intl.formatMessage({ id: 'problems.admin.form.uploadFailed' }))
    } finally {
      setUploading(undefined)
    }
  }

  const editCase = (list: 'cases' | 'uploaded', i: number, patch: Partial<CaseDraft>) =>
    set({ [list]: state[list].map((c, j) => (j === i ? { ...c, ...patch } : c)) })

  const scoreField = (list: 'cases' | 'uploaded', c: CaseDraft, i: number) =>
    oi ? (
      <TextField
        aria-label={intl.formatMessage({ id: 'problems.admin.form.score' })}
        className={small}
        value={c.score}
        inputMode="numeric"
        onChange={(e) => editCase(list, i, { score: e.target.value })}
        data-testid={`${list}-score-${i}`}
      />
    ) : null
  const groupField = (list: 'cases' | 'uploaded', c: CaseDraft, i: number) =>
    grouped ? (
      <TextField
        aria-label={intl.formatMessage({ id: 'problems.admin.form.group' })}
        className={small}
        value={c.groupNum}
        inputMode="numeric"
        onChange={(e) => editCase(list, i, { groupNum: e.target.value })}
        data-testid={`${list}-group-${i}`}
      />
    ) : null

  return (
    <Section title={<FormattedMessage id="problems.admin.form.cases" />} testId="cases-section">
      <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
        <Check
          checked={state.isUploadCase}
          onChange={(on) => set({ isUploadCase: on })}
          testId="cases-upload-mode"
        >
          <FormattedMessage id="problems.admin.form.uploadCases" />
        </Check>
        <Check
          checked={!state.isUploadCase}
          onChange={(on) => set({ isUploadCase: !on })}
          testId="cases-manual-mode"
        >
          <FormattedMessage id="problems.admin.form.manualCases" />
        </Check>
      </div>
      {state.isUploadCase ? (
        <>
          <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
            <Button
              type="button"
              variant="outline"
              onClick={() => input.current?.click()}
              disabled={uploading !== undefined}
            >
              <FormattedMessage id="problems.admin.form.chooseZip" />
            </Button>
            <input
              ref={input}
              type="file"
              accept=".zip"
              hidden
              data-testid="cases-zip"
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file) void upload(file)
              }}
            />
            <span className={css({ color: 'fg.muted', textStyle: 'caption' })}>
              <FormattedMessage id="problems.admin.form.zipHint" />
            </span>
          </div>
          {uploading ? (
            <ProgressBar
              value={uploading.progress.loaded}
              max={Math.max(1, uploading.progress.total)}
              showValue
              label={
                <FormattedMessage
                  id={
                    uploading.processing ? 'problems.admin.form.unpacking' : 'problems.admin.form.uploading'
                  }
                  values={{ name: uploading.name }}
                />
              }
            />
          ) : null}
          <Table<CaseDraft & { readonly index: number }>
            rows={state.uploaded.map((c, index) => ({ ...c, index }))}
            rowKey={(row) => `${row.index}-${row.input}`}
            empty={<FormattedMessage id="problems.admin.form.noCases" />}
            columns={[
              { key: 'n', header: '#', cell: (row) => row.index + 1, width: '3rem' },
              {
                key: 'input',
                header: <FormattedMessage id="problems.admin.form.inputFile" />,
                cell: (row) => row.input,
              },
              {
                key: 'output',
                header: <FormattedMessage id="problems.admin.form.outputFile" />,
                cell: (row) => row.output,
              },
              ...(oi
                ? [
                    {
                      key: 'score',
                      header: <FormattedMessage id="problems.admin.form.score" />,
                      cell: (row: CaseDraft & { index: number }) => scoreField('uploaded', row, row.index),
                    },
                  ]
                : []),
              ...(grouped
                ? [
                    {
                      key: 'group',
                      header: <FormattedMessage id="problems.admin.form.group" />,
                      cell: (row: CaseDraft & { index: number }) => groupField('uploaded', row, row.index),
                    },
                  ]
                : []),
            ]}
          />
        </>
      ) : (
        <div className={css({ display: 'grid', gap: '2' })}>
          {state.cases.map((c, i) => (
            <div key={i} className={caseRow} data-testid={`case-${i}`}>
              <TextField
                label={<FormattedMessage id="problems.admin.form.caseInput" values={{ n: i + 1 }} />}
                value={c.input}
                multiline
                rows={2}
                onChange={(e) => editCase('cases', i, { input: e.target.value })}
              />
              <TextField
                label={<FormattedMessage id="problems.admin.form.caseOutput" values={{ n: i + 1 }} />}
                value={c.output}
                multiline
                rows={2}
                onChange={(e) => editCase('cases', i, { output: e.target.value })}
              />
              <div className={rowStyle}>
                {scoreField('cases', c, i)}
                {groupField('cases', c, i)}
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  tone="danger"
                  onClick={() => set({ cases: state.cases.filter((_, j) => j !== i) })}
                >
                  <FormattedMessage id="problems.admin.form.remove" />
                </Button>
              </div>
            </div>
          ))}
          <div>
            <Button
              type="button"
              size="sm"
              variant="outline"
              data-testid="case-add"
              onClick={() =>
                set({
                  cases: [
                    ...state.cases,
                    {
                      input: '',
                      output: '',
                      score: oi ? '0' : '',
                      groupNum: grouped ? String(state.cases.length + 1) : '',
                    },
                  ],
                })
              }
            >
              <FormattedMessage id="problems.admin.form.addCase" />
            </Button>
          </div>
        </div>
      )}
    </Section>
  )
}
