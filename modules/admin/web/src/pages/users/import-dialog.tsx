import { AdminUsersApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, Dialog, Table, type TableColumn, Tag } from '@oj/sdk/ui'
import { type EndpointOutput, useApi, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { isUtf8, parseUsersCsv } from './csv.ts'

type Check = EndpointOutput<typeof AdminUsersApi.checkImport>

const stack = css({ display: 'grid', gap: '3' })
const hint = css({ textStyle: 'bodySm', color: 'fg.muted', m: '0' })
const summary = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })
const previewBox = css({ maxH: '55vh', overflowY: 'auto' })
const problemList = css({ m: '0', pl: '4', color: 'danger.default' })
const footer = css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })
const chooser = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })
const hidden = css({ display: 'none' })

interface Preview {
  readonly fileName: string
  readonly rows: ReadonlyArray<ReadonlyArray<string>>
  readonly check: Check
}

export interface ImportDialogProps {
  readonly open: boolean
  readonly onClose: () => void
  /** After a successful import (the list is refreshed by the caller). */
  readonly onImported: (count: number) => void
}

/**
 * The CSV import: choose the file, see every row checked by the server (each bad row with its
 * reasons), and import only when no row is bad; fixing the file and choosing it again checks anew.
 */
export function ImportDialog(props: ImportDialogProps): ReactNode {
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={<FormattedMessage id="admin.users.import.title" />}
      size="lg"
    >
      {props.open ? <ImportForm {...props} /> : null}
    </Dialog>
  )
}

function ImportForm(props: ImportDialogProps): ReactNode {
  const intl = useIntl()
  const api = useApi()
  const platform = usePlatform()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [shown, setShown] = useState<Preview>()
  const fileInput = useRef<HTMLInputElement>(null)

  const choose = async (file: File | undefined) => {
    setFailure(undefined)
    setShown(undefined)
    if (!file) return
    const bytes = new Uint8Array(await file.arrayBuffer())
    if (!isUtf8(bytes)) return setFailure(intl.formatMessage({ id: 'admin.users.import.notUtf8' }))
    const parsed = parseUsersCsv(new TextDecoder().decode(bytes))
    if (parsed.errors.length > 0)
      return setFailure(
        intl.formatMessage({ id: 'admin.users.import.unreadable' }, { detail: parsed.errors[0] }),
      )
    if (parsed.rows.length === 0) return setFailure(intl.formatMessage({ id: 'admin.users.import.empty' }))
    setBusy(true)
    try {
      const check = await api.call(AdminUsersApi.checkImport, { users: parsed.rows.map((r) => [...r]) })
      setShown({ fileName: file.name, rows: parsed.rows, check })
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false)
    }
  }

  const importAll = async () => {
    if (!shown) return
    setBusy(true)
    try {
      await api.call(AdminUsersApi.importUsers, { users: shown.rows.map((r) => [...r]) }, { quiet: true })
      platform.toast(
        'success',
        intl.formatMessage({ id: 'admin.users.import.done' }, { count: shown.rows.length }),
      )
      props.onImported(shown.rows.length)
    } catch (error) {
      // Taken meanwhile: the refusal carries every bad row; show them.
      const data = (error as { data?: unknown }).data as Check | null | undefined
      if (data && Array.isArray(data.rows)) {
        const bad = new Map(data.rows.map((r) => [r.index, r]))
        setShown({
          ...shown,
          check: {
            rows: shown.check.rows.map((r) => bad.get(r.index) ?? r),
            invalid: data.invalid,
            valid: shown.rows.length - data.invalid,
          },
        })
      }
      platform.toast('error', (error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={stack} data-testid="admin-import">
      <p className={hint}>
        <FormattedMessage id="admin.users.import.format" />
      </p>
      <div className={chooser}>
        <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
          <FormattedMessage id="admin.users.import.choose" />
        </Button>
        <span className={hint}>{shown?.fileName ?? ''}</span>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          className={hidden}
          aria-label={intl.formatMessage({ id: 'admin.users.import.choose' })}
          data-testid="admin-import-file"
          onChange={(e) => {
            void choose(e.currentTarget.files?.[0])
            // The same file again (fixed meanwhile) is a change too.
            e.currentTarget.value = ''
          }}
        />
      </div>
      {failure ? (
        <p className={css({ color: 'danger.default', m: '0' })} role="alert">
          {failure}
        </p>
      ) : null}
      {shown ? <PreviewTable preview={shown} /> : null}
      <div className={footer}>
        <Button variant="outline" tone="neutral" onClick={props.onClose}>
          <FormattedMessage id="admin.common.cancel" />
        </Button>
        <Button
          loading={busy}
          disabled={!shown || shown.check.invalid > 0}
          onClick={() => void importAll()}
          data-testid="admin-import-go"
        >
          <FormattedMessage id="admin.users.import.go" values={{ count: shown?.rows.length ?? 0 }} />
        </Button>
      </div>
    </div>
  )
}

interface PreviewRow {
  readonly index: number
  readonly cells: ReadonlyArray<string>
  readonly problems: ReadonlyArray<string>
}

/** Every row with its verdict; bad rows first, so a long file shows what to fix at once. */
function PreviewTable({ preview }: { readonly preview: Preview }): ReactNode {
  const intl = useIntl()
  const rows: Array<PreviewRow> = preview.rows.map((cells, index) => ({
    index,
    cells,
    problems: preview.check.rows[index]?.problems ?? [],
  }))
  rows.sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0) || a.index - b.index)
  const problemText = (id: string) =>
    intl.messages[`admin.users.problem.${id}`] ? intl.formatMessage({ id: `admin.users.problem.${id}` }) : id
  const cell = (i: number) => (row: PreviewRow) => row.cells[i] ?? ''
  const columns: Array<TableColumn<PreviewRow>> = [
    { key: 'line', header: '#', width: '3rem', cell: (r) => r.index + 1 },
    { key: 'username', header: <FormattedMessage id="admin.users.username" />, cell: cell(0) },
    {
      key: 'verdict',
      header: <FormattedMessage id="admin.users.import.verdict" />,
      cell: (r) =>
        r.problems.length === 0 ? (
          <Tag color="green" size="sm">
            <FormattedMessage id="admin.users.import.ok" />
          </Tag>
        ) : (
          <ul className={problemList} data-testid="admin-import-problems">
            {r.problems.map((p) => (
              <li key={p}>{problemText(p)}</li>
            ))}
          </ul>
        ),
    },
    {
      key: 'password',
      header: <FormattedMessage id="admin.users.password" />,
      hideOnMobile: true,
      cell: (r) => '•'.repeat(Math.min(r.cells[1]?.length ?? 0, 12)),
    },
    { key: 'email', header: <FormattedMessage id="admin.users.email" />, cell: cell(2), hideOnMobile: true },
    {
      key: 'realname',
      header: <FormattedMessage id="admin.users.realname" />,
      cell: cell(3),
      hideOnMobile: true,
    },
    {
      key: 'gender',
      header: <FormattedMessage id="admin.users.gender" />,
      cell: cell(4),
      hideOnMobile: true,
    },
    {
      key: 'nickname',
      header: <FormattedMessage id="admin.users.nickname" />,
      cell: cell(5),
      hideOnMobile: true,
    },
    {
      key: 'school',
      header: <FormattedMessage id="admin.users.school" />,
      cell: cell(6),
      hideOnMobile: true,
    },
  ]
  return (
    <>
      <div className={summary} data-testid="admin-import-summary">
        <Tag color="green">
          <FormattedMessage id="admin.users.import.valid" values={{ count: preview.check.valid }} />
        </Tag>
        {preview.check.invalid > 0 ? (
          <Tag color="red">
            <FormattedMessage id="admin.users.import.invalid" values={{ count: preview.check.invalid }} />
          </Tag>
        ) : null}
      </div>
      {preview.check.invalid > 0 ? (
        <p className={hint} role="alert">
          <FormattedMessage id="admin.users.import.fixFirst" />
        </p>
      ) : null}
      <div className={previewBox}>
        <Table columns={columns} rows={rows} rowKey={(r) => r.index} minWidth="0" />
      </div>
    </>
  )
}
