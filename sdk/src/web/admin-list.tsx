import { css } from '@oj/sdk/css'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import type { AnyEndpoint, EndpointInput, EndpointOutput } from '../shared/endpoint.ts'
import { Button } from '../ui/button.tsx'
import { Card } from '../ui/card.tsx'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { Pagination } from '../ui/pagination.tsx'
import { Table, type TableColumn } from '../ui/table.tsx'
import { Input } from '../ui/text-field.tsx'
import { useApiMutation, useApiQuery } from './query.ts'

// The admin area's list page, shared by every module's admin screens (its texts are the ui kit's,
// sdk.admin.*, which every IntlProvider merges in): a card with a toolbar, a
// keyword search, the table of a paged call (HOJ's Page: records and total), paging, and deleting
// one row, or the rows ticked, after a confirmation.

type RowOf<E extends AnyEndpoint> =
  EndpointOutput<E> extends { readonly records: ReadonlyArray<infer R> } ? R : never

export interface AdminListRemove<Row> {
  /** The delete call. */
  readonly endpoint: AnyEndpoint
  /** Its input for these rows (one, or the ticked ones when `many`). */
  readonly input: (rows: ReadonlyArray<Row>) => unknown
  /** What the confirmation says about these rows. */
  readonly confirm: (rows: ReadonlyArray<Row>) => ReactNode
  /** Rows may be ticked and deleted together (the call takes several). */
  readonly many?: boolean
  /** Whether a row may be deleted (its button is then shown). */
  readonly allowed?: (row: Row) => boolean
  /** More lists the deletion makes stale (the list itself always is). */
  readonly invalidates?: ReadonlyArray<AnyEndpoint>
  /** Shown after a deletion. */
  readonly done?: () => void
}

export interface AdminListProps<E extends AnyEndpoint> {
  readonly title: ReactNode
  /** A paged list call: `currentPage`, `limit` (and `keyword` with `search`) are the page's. */
  readonly endpoint: E
  /** The call's other inputs (filters the page keeps). */
  readonly query?: Partial<EndpointInput<E>>
  readonly pageSize?: number
  /** A keyword field sent as `keyword`; its placeholder. */
  readonly search?: { readonly placeholder: string }
  readonly columns: ReadonlyArray<TableColumn<RowOf<E>>>
  readonly rowKey: (row: RowOf<E>) => string | number
  /** The row's own buttons, before the delete button. */
  readonly rowActions?: (row: RowOf<E>) => ReactNode
  readonly remove?: AdminListRemove<RowOf<E>>
  /** The card's buttons (create, import, ...). */
  readonly actions?: ReactNode
  /** More filter controls beside the search. */
  readonly filters?: ReactNode
  /** What an empty list says. */
  readonly empty?: ReactNode
  readonly minWidth?: string
  /** Asks again every so many ms while the answer says so (a list of running jobs). */
  readonly refetchInterval?: (page: EndpointOutput<E> | undefined) => number | false
  readonly testId?: string
}

const toolbar = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', mb: '3' })
const searchBox = css({ flex: '1 1 220px', maxW: { base: 'full', md: '320px' } })
const buttons = css({ display: 'flex', gap: '1', flexWrap: 'wrap', justifyContent: 'flex-end' })
const footer = css({ display: 'flex', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap', mt: '3' })
const tick = css({ w: '4', h: '4', accentColor: 'var(--colors-accent-default)', cursor: 'pointer' })

/** The admin list page (see the file's head). */
export function AdminList<E extends AnyEndpoint>(props: AdminListProps<E>): ReactNode {
  const intl = useIntl()
  const size = props.pageSize ?? 10
  const [currentPage, setPage] = useState(1)
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [ticked, setTicked] = useState<ReadonlyArray<RowOf<E>>>([])
  const [asking, setAsking] = useState<ReadonlyArray<RowOf<E>>>()
  const input = {
    ...props.query,
    currentPage,
    limit: size,
    ...(props.search && keyword ? { keyword } : {}),
  } as EndpointInput<E>
  const list = useApiQuery(props.endpoint, input, {
    keepPrevious: true,
    ...(props.refetchInterval ? { refetchInterval: props.refetchInterval } : {}),
  })
  const page = list.data as { readonly records: ReadonlyArray<RowOf<E>>; readonly total: number } | undefined
  const rows = page?.records ?? []
  const remove = props.remove
  const removal = useApiMutation(remove?.endpoint ?? props.endpoint, {
    invalidates: [props.endpoint, ...(remove?.invalidates ?? [])],
    onSuccess: () => {
      setTicked([])
      remove?.done?.()
    },
  })
  const key = (row: RowOf<E>) => props.rowKey(row)
  const isTicked = (row: RowOf<E>) => ticked.some((t) => key(t) === key(row))
  const allowed = (row: RowOf<E>) => remove?.allowed?.(row) ?? true

  const columns: Array<TableColumn<RowOf<E>>> = []
  if (remove?.many) {
    const choosable = rows.filter(allowed)
    const all = choosable.length > 0 && choosable.every(isTicked)
    columns.push({
      key: '__tick',
      width: '2.5rem',
      header: (
        <input
          type="checkbox"
          className={tick}
          checked={all}
          aria-label={intl.formatMessage({ id: 'sdk.admin.tickAll' })}
          onChange={() => setTicked(all ? [] : choosable)}
        />
      ),
      cell: (row) =>
        allowed(row) ? (
          <input
            type="checkbox"
            className={tick}
            checked={isTicked(row)}
            aria-label={intl.formatMessage({ id: 'sdk.admin.tick' })}
            onChange={() =>
              setTicked(isTicked(row) ? ticked.filter((t) => key(t) !== key(row)) : [...ticked, row])
            }
          />
        ) : null,
    })
  }
  columns.push(...props.columns)
  if (props.rowActions || remove) {
    columns.push({
      key: '__actions',
      header: <FormattedMessage id="sdk.admin.actions" />,
      align: 'end',
      cell: (row) => (
        <span className={buttons}>
          {props.rowActions?.(row)}
          {remove && allowed(row) ? (
            <Button size="sm" variant="outline" tone="danger" onClick={() => setAsking([row])}>
              <FormattedMessage id="sdk.admin.delete" />
            </Button>
          ) : null}
        </span>
      ),
    })
  }

  const submitSearch = () => {
    setKeyword(typed.trim())
    setPage(1)
  }
  return (
    <Card title={props.title} as="h2" actions={props.actions} data-testid={props.testId}>
      {props.search || props.filters || (remove?.many && ticked.length > 0) ? (
        <div className={toolbar}>
          {props.search ? (
            <form
              className={searchBox}
              role="search"
              onSubmit={(event) => {
                event.preventDefault()
                submitSearch()
              }}
            >
              <Input
                type="search"
                value={typed}
                placeholder={props.search.placeholder}
                aria-label={props.search.placeholder}
                onChange={(event) => setTyped(event.currentTarget.value)}
                onBlur={submitSearch}
                data-testid="admin-list-search"
              />
            </form>
          ) : null}
          {props.filters}
          {remove?.many && ticked.length > 0 ? (
            <Button
              size="sm"
              tone="danger"
              onClick={() => setAsking(ticked)}
              data-testid="admin-list-delete-ticked"
            >
              <FormattedMessage id="sdk.admin.deleteTicked" values={{ count: ticked.length }} />
            </Button>
          ) : null}
        </div>
      ) : null}
      <Table
        columns={columns}
        rows={rows}
        rowKey={key}
        loading={list.isPending || list.isFetching}
        {...(props.empty ? { empty: props.empty } : {})}
        {...(props.minWidth ? { minWidth: props.minWidth } : {})}
      />
      <div className={footer}>
        <span />
        <Pagination
          total={page?.total ?? 0}
          page={currentPage}
          pageSize={size}
          onPageChange={setPage}
          showTotal
        />
      </div>
      {remove ? (
        <ConfirmDialog
          open={asking !== undefined}
          onOpenChange={(open) => !open && setAsking(undefined)}
          title={<FormattedMessage id="sdk.admin.confirmTitle" />}
          text={asking ? remove.confirm(asking) : null}
          tone="danger"
          confirmLabel={<FormattedMessage id="sdk.admin.delete" />}
          confirmTestId="admin-list-confirm-delete"
          onConfirm={async () => {
            if (asking) await removal.mutateAsync(remove.input(asking) as never).catch(() => undefined)
          }}
        />
      ) : null}
    </Card>
  )
}
