import { css } from '@oj/sdk/css'
import { type ReactNode, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import type { AnyEndpoint, EndpointInput, EndpointOutput } from '../shared/endpoint.ts'
import { Button } from '../ui/button.tsx'
import { Pagination } from '../ui/pagination.tsx'
import { Table, type TableColumn } from '../ui/table.tsx'
import { Input } from '../ui/text-field.tsx'
import { useApiQuery } from './query.ts'

// The problem-bank picker of the admin screens: a contest, a training or a group adds problems from
// the public bank through a search, page by page, each with the display id it will have there.

/** A problem of the bank as the admin calls list it (HOJ's Problem: its number, id and title). */
export interface BankProblem {
  readonly id: number
  readonly problemId: string
  readonly title: string
}

type RowOf<E extends AnyEndpoint> =
  EndpointOutput<E> extends { readonly problemList: { readonly records: ReadonlyArray<infer R> } } ? R : never

export interface ProblemBankPickerProps<E extends AnyEndpoint> {
  /** A call answering `{ problemList: Page<problem> }` (HOJ's admin problem lists). */
  readonly endpoint: E
  /** Its other inputs (the contest or training, the rule, `queryExisted: false`, ...). */
  readonly query?: Partial<EndpointInput<E>>
  readonly pageSize?: number
  /** More columns after the title (the rule, the author, ...). */
  readonly columns?: ReadonlyArray<TableColumn<RowOf<E>>>
  /** Each row asks for the id the problem will have where it is added, starting from `suggested`. */
  readonly displayId?: { readonly suggested: string; readonly label: ReactNode }
  /** Whether a row may be added (its button is disabled otherwise). */
  readonly addable?: (row: RowOf<E>) => boolean
  /**
   * Why a row may not be added (a contest takes problems of its own rule only): shown under the search
   * while the page has such a row, and told by each disabled button (its description and tooltip).
   */
  readonly notAddable?: { readonly note: string; readonly testId?: string }
  readonly onAdd: (row: RowOf<E>, displayId: string | undefined) => void
  readonly testId?: string
}

const stack = css({ display: 'grid', gap: '3' })
const bar = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })
const add = css({ display: 'inline-flex', gap: '1', alignItems: 'center' })
const noteStyle = css({ color: 'fg.muted', fontSize: '13px', m: '0' })

/** The picker (see the file's head). */
export function ProblemBankPicker<E extends AnyEndpoint>(props: ProblemBankPickerProps<E>): ReactNode {
  const intl = useIntl()
  const [draft, setDraft] = useState('')
  const [keyword, setKeyword] = useState('')
  const [currentPage, setPage] = useState(1)
  const [displayIds, setDisplayIds] = useState<Record<number, string>>({})
  const size = props.pageSize ?? 10
  const input = {
    ...props.query,
    currentPage,
    limit: size,
    ...(keyword ? { keyword } : {}),
  } as EndpointInput<E>
  const bank = useApiQuery(props.endpoint, input, { keepPrevious: true })
  const page = (
    bank.data as { problemList?: { records: ReadonlyArray<RowOf<E>>; total: number } } | undefined
  )?.problemList
  const search = intl.formatMessage({ id: 'sdk.bank.search' })
  const noteId = useId()
  const refused = (row: RowOf<E>) => (props.addable ? !props.addable(row) : false)
  const note = props.notAddable && (page?.records ?? []).some(refused) ? props.notAddable : undefined
  const columns: Array<TableColumn<RowOf<E>>> = [
    {
      key: 'id',
      header: <FormattedMessage id="sdk.bank.id" />,
      width: '6rem',
      cell: (p) => (p as BankProblem).problemId,
    },
    { key: 'title', header: <FormattedMessage id="sdk.bank.title" />, cell: (p) => (p as BankProblem).title },
    ...(props.columns ?? []),
    {
      key: 'add',
      header: props.displayId?.label ?? '',
      width: props.displayId ? '12rem' : '6rem',
      cell: (row) => {
        const p = row as BankProblem
        const displayId = props.displayId ? (displayIds[p.id] ?? props.displayId.suggested) : undefined
        return (
          <span className={add}>
            {props.displayId ? (
              <Input
                value={displayId}
                maxLength={20}
                size="sm"
                className={css({ w: '16' })}
                aria-label={intl.formatMessage({ id: 'sdk.bank.displayId' })}
                onChange={(e) => setDisplayIds((d) => ({ ...d, [p.id]: e.target.value }))}
              />
            ) : null}
            {/* a disabled button takes no hover: its tooltip is on a wrapper */}
            <span title={note && refused(row) ? note.note : undefined}>
              <Button
                size="sm"
                data-testid={`bank-add-${p.id}`}
                disabled={refused(row)}
                aria-describedby={note && refused(row) ? noteId : undefined}
                onClick={() => props.onAdd(row, displayId)}
              >
                <FormattedMessage id="sdk.bank.add" />
              </Button>
            </span>
          </span>
        )
      },
    },
  ]
  return (
    <div className={stack} data-testid={props.testId}>
      <form
        className={bar}
        onSubmit={(e) => {
          e.preventDefault()
          setPage(1)
          setKeyword(draft.trim())
        }}
      >
        <Input
          type="search"
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
          aria-label={search}
          placeholder={search}
          className={css({ maxW: '72' })}
        />
        <Button type="submit" variant="outline">
          <FormattedMessage id="sdk.bank.searchButton" />
        </Button>
      </form>
      {note ? (
        <p id={noteId} className={noteStyle} data-testid={note.testId}>
          {note.note}
        </p>
      ) : null}
      <Table
        columns={columns}
        rows={page?.records ?? []}
        rowKey={(p) => (p as BankProblem).id}
        // narrow enough for a phone: the add column stays in view
        minWidth="0"
        loading={bank.isPending}
        empty={<FormattedMessage id="sdk.bank.none" />}
      />
      {page && page.total > size ? (
        <Pagination total={page.total} pageSize={size} page={currentPage} onPageChange={setPage} />
      ) : null}
    </div>
  )
}
