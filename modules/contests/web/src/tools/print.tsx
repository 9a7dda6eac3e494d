import { ContestsApi, PRINT_MIN_LENGTH, PRINT_PAGE_SIZE, type PrintRow } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, LoadError, Pagination, Table, Tag, TextField } from '@oj/sdk/ui'
import { saveBlob, useApi, useApiMutation, useApiQuery, usePlatform } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

// Print (spec 2 §2): the contestant's form (at least 50 characters), and the contest admins' list
// (15 a page, refreshed every 10 s, a download and an OK button per request).

export const TOOL_REFRESH_MS = 10_000

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '3', maxW: '960px' })
const rowStyle = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })
const countStyle = css({ color: 'fg.muted', fontSize: '13px' })

/** The contestant's print form: a text area and a submit button. */
export function PrintForm(props: { readonly cid: number }): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const [content, setContent] = useState('')
  const send = useApiMutation(ContestsApi.print, {
    onSuccess: () => {
      setContent('')
      platform.toast('success', intl.formatMessage({ id: 'contests.print.sent' }))
    },
  })
  const short = content.trim().length === 0 || content.length < PRINT_MIN_LENGTH
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!short) send.mutate({ cid: props.cid, content })
  }
  return (
    <Card title={intl.formatMessage({ id: 'contests.print.title' })} as="h3">
      <form className={formStyle} onSubmit={submit}>
        <TextField
          multiline
          rows={14}
          label={intl.formatMessage({ id: 'contests.print.content' })}
          placeholder={intl.formatMessage({ id: 'contests.print.placeholder' }, { min: PRINT_MIN_LENGTH })}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          error={
            content.length > 0 && short
              ? intl.formatMessage({ id: 'contests.print.tooShort' }, { min: PRINT_MIN_LENGTH })
              : undefined
          }
          data-testid="print-content"
        />
        <div className={rowStyle}>
          <Button type="submit" disabled={short} loading={send.isPending} data-testid="print-submit">
            <FormattedMessage id="contests.print.submit" />
          </Button>
          <span className={countStyle}>
            <FormattedMessage
              id="contests.print.count"
              values={{ n: content.length, min: PRINT_MIN_LENGTH }}
            />
          </span>
        </div>
      </form>
    </Card>
  )
}

/** The contest admins' print list. */
export function AdminPrint(props: { readonly cid: number }): ReactNode {
  const api = useApi()
  const [page, setPage] = useState(1)
  const list = useApiQuery(
    ContestsApi.printList,
    { cid: props.cid, currentPage: page, limit: PRINT_PAGE_SIZE },
    { quiet: true, keepPrevious: true, refetchInterval: TOOL_REFRESH_MS },
  )
  const check = useApiMutation(ContestsApi.checkPrint, { invalidates: [ContestsApi.printList] })
  const download = async (row: PrintRow) => {
    const file = (await api.call(ContestsApi.printFile, { id: row.id })) as unknown
    const blob = file instanceof Blob ? file : new Blob([String(file)], { type: 'text/plain' })
    saveBlob(blob, `${row.username}-${row.id}.txt`)
  }
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />
  return (
    <>
      <Table<PrintRow>
        rows={list.data?.records ?? []}
        rowKey={(r) => r.id}
        loading={list.isFetching && !list.data}
        empty={<FormattedMessage id="contests.print.empty" />}
        minWidth="360px"
        columns={[
          { key: 'user', header: <FormattedMessage id="contests.tools.username" />, cell: (r) => r.username },
          {
            key: 'realname',
            header: <FormattedMessage id="contests.tools.realname" />,
            hideOnMobile: true,
            cell: (r) => r.realname ?? '',
          },
          {
            key: 'time',
            header: <FormattedMessage id="contests.print.time" />,
            hideOnMobile: true,
            cell: (r) => <FormattedDate value={r.gmtCreate} dateStyle="short" timeStyle="medium" />,
          },
          {
            key: 'status',
            header: <FormattedMessage id="contests.tools.status" />,
            cell: (r) => (
              <Tag color={r.status === 1 ? 'green' : 'orange'}>
                <FormattedMessage
                  id={r.status === 1 ? 'contests.print.printed' : 'contests.print.notPrinted'}
                />
              </Tag>
            ),
          },
          {
            key: 'actions',
            header: <FormattedMessage id="contests.tools.actions" />,
            cell: (r) => (
              <span className={rowStyle}>
                <Button size="sm" variant="outline" onClick={() => void download(r)}>
                  <FormattedMessage id="contests.print.download" />
                </Button>
                <Button
                  size="sm"
                  tone="success"
                  disabled={r.status === 1}
                  loading={check.isPending && check.variables?.id === r.id}
                  onClick={() => check.mutate({ id: r.id, cid: props.cid })}
                >
                  <FormattedMessage id="contests.print.ok" />
                </Button>
              </span>
            ),
          },
        ]}
      />
      <Pagination
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PRINT_PAGE_SIZE}
        onPageChange={setPage}
      />
    </>
  )
}
