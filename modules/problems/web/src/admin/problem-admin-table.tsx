import type { BankProblemRow } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, ConfirmDialog, Pagination, Select, Table, type TableColumn } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

// The table of problems to manage, the admin area's (/admin/problems) and a group's: id, display id,
// title (with the caller's tag), author, the caller's columns, the auth switch, edit, the caller's
// actions and delete after a confirmation; paged.

const rowActions = css({ display: 'flex', flexWrap: 'wrap', gap: '1' })

interface ProblemPaging {
  readonly currentPage: number
  readonly limit: number
}

export interface ProblemAdminTableProps {
  /** The page shown (undefined while the first one loads). */
  readonly page: { readonly records: ReadonlyArray<BankProblemRow>; readonly total: number } | undefined
  readonly loading: boolean
  readonly paging: ProblemPaging
  readonly pageSizes: ReadonlyArray<number>
  readonly onPaging: (paging: ProblemPaging) => void
  /** The start of the buttons' and the confirmation's data-testids ('admin-problem', 'group-problem'). */
  readonly testId: string
  /** Beside the title: what the problem is besides (remote, asked to be public). */
  readonly titleTag: (row: BankProblemRow) => ReactNode
  /** Columns after the author's. */
  readonly moreColumns?: ReadonlyArray<TableColumn<BankProblemRow>>
  /** The auth switch: each auth's label (1 public, 2 private, 3 contest only) and whether it may be chosen. */
  readonly auth: {
    readonly label: (auth: number) => string
    readonly disabled?: (auth: number) => boolean
    readonly change: (row: BankProblemRow, auth: number) => void
  }
  readonly editTo: (row: BankProblemRow) => void
  /** Buttons between edit and delete. */
  readonly actions?: (row: BankProblemRow) => ReactNode
  /** Whether the delete button shows (default yes). */
  readonly canDelete?: boolean
  readonly remove: (row: BankProblemRow) => Promise<unknown>
}

export function ProblemAdminTable(props: ProblemAdminTableProps): ReactNode {
  const intl = useIntl()
  const [deleting, setDeleting] = useState<BankProblemRow | undefined>()
  const { paging, testId } = props
  return (
    <>
      <Table<BankProblemRow>
        rows={props.page?.records ?? []}
        rowKey={(row) => row.id}
        loading={props.loading}
        empty={<FormattedMessage id="problems.admin.list.empty" />}
        columns={[
          { key: 'id', header: 'ID', cell: (row) => row.id, width: '4rem', hideOnMobile: true },
          {
            key: 'problemId',
            header: <FormattedMessage id="problems.admin.list.problemId" />,
            cell: (row) => row.problemId,
          },
          {
            key: 'title',
            header: <FormattedMessage id="problems.admin.list.titleColumn" />,
            cell: (row) => (
              <>
                {row.title} {props.titleTag(row)}
              </>
            ),
          },
          {
            key: 'author',
            header: <FormattedMessage id="problems.admin.list.author" />,
            cell: (row) => row.author ?? '',
            hideOnMobile: true,
          },
          ...(props.moreColumns ?? []),
          {
            key: 'auth',
            header: <FormattedMessage id="problems.admin.list.auth" />,
            cell: (row) => (
              <Select
                aria-label={intl.formatMessage({ id: 'problems.admin.list.auth' })}
                size="sm"
                value={String(row.auth)}
                onValueChange={(v) => props.auth.change(row, Number(v))}
                options={[1, 2, 3].map((a) => ({
                  value: String(a),
                  label: props.auth.label(a),
                  ...(props.auth.disabled ? { disabled: props.auth.disabled(a) } : {}),
                }))}
              />
            ),
          },
          {
            key: 'actions',
            header: '',
            cell: (row) => (
              <span className={rowActions}>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => props.editTo(row)}
                  data-testid={`${testId}-edit-${row.id}`}
                >
                  <FormattedMessage id="problems.admin.list.edit" />
                </Button>
                {props.actions?.(row)}
                {props.canDelete === false ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="danger"
                    onClick={() => setDeleting(row)}
                    data-testid={`${testId}-delete-${row.id}`}
                  >
                    <FormattedMessage id="problems.admin.list.delete" />
                  </Button>
                )}
              </span>
            ),
          },
        ]}
      />
      {props.page && props.page.total > 0 ? (
        <Pagination
          total={props.page.total}
          pageSize={paging.limit}
          page={paging.currentPage}
          pageSizes={props.pageSizes}
          onPageChange={(currentPage) => props.onPaging({ ...paging, currentPage })}
          onPageSizeChange={(limit) => props.onPaging({ limit, currentPage: 1 })}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
        title={<FormattedMessage id="problems.admin.list.deleteTitle" />}
        text={
          <FormattedMessage
            id="problems.admin.list.deleteText"
            values={{ problem: `${deleting?.problemId ?? ''} ${deleting?.title ?? ''}` }}
          />
        }
        tone="danger"
        confirmTestId={`${testId}-delete-confirm`}
        onConfirm={async () => {
          if (deleting) await props.remove(deleting)
          setDeleting(undefined)
        }}
      />
    </>
  )
}
