import { BankApi, type BankProblemRow, type ImportedProblem, type ImportResult } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, Input, LoadError, Pagination, ProgressBar, Select, Table } from '@oj/sdk/ui'
import { hasRole, useApiQuery, usePlatform, useUser } from '@oj/sdk/web'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { downloadFile, uploadFile, type UploadProgress } from './upload.ts'

// /admin/problem/batch-operation: packages imported (HOJ's zip, FPS XML, QDUOJ, Hydro, Kattis and
// Polygon packages; all of a package or nothing, a result per problem) and problems exported as HOJ's
// zip. Root and problem admins.

const FORMATS = [
  { id: 'hoj', endpoint: BankApi.importProblem, accept: '.zip' },
  { id: 'fps', endpoint: BankApi.importFps, accept: '.xml,.zip' },
  { id: 'qduoj', endpoint: BankApi.importQdoj, accept: '.zip' },
  { id: 'hydro', endpoint: BankApi.importHydro, accept: '.zip' },
  { id: 'kattis', endpoint: BankApi.importKattis, accept: '.zip' },
  { id: 'polygon', endpoint: BankApi.importPolygon, accept: '.zip' },
] as const

const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })
const layout = css({ display: 'grid', gap: '4' })

export function ImportExport(): ReactNode {
  const user = useUser()
  const keeper = hasRole(user, 'root') || hasRole(user, 'problem_admin')
  if (!keeper) {
    return (
      <Card title={<FormattedMessage id="problems.admin.transfer.title" />} as="h2">
        <p>
          <FormattedMessage id="problems.admin.tags.keepersOnly" />
        </p>
      </Card>
    )
  }
  return (
    <div className={layout}>
      <ImportCard />
      <ExportCard />
    </div>
  )
}

function ImportCard(): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const client = useQueryClient(platform.queryClient)
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values)
  const input = useRef<HTMLInputElement | null>(null)
  const [format, setFormat] = useState<(typeof FORMATS)[number]['id']>('hoj')
  const [progress, setProgress] = useState<(UploadProgress & { readonly name: string }) | undefined>()
  const [result, setResult] = useState<ReadonlyArray<ImportedProblem> | undefined>()
  const chosen = FORMATS.find((f) => f.id === format) ?? FORMATS[0]
  const start = async (file: File) => {
    setResult(undefined)
    setProgress({ name: file.name, loaded: 0, total: file.size })
    try {
      const reply = await uploadFile<ImportResult>(platform, chosen.endpoint.path, 'file', file, (p) =>
        setProgress({ ...p, name: file.name }),
      ).done
      setResult(reply.problems)
      platform.toast('success', text('problems.admin.transfer.imported', { n: reply.problems.length }))
      await client.invalidateQueries()
    } catch (error) {
      platform.toast('error', (error as Error).message || text('problems.admin.transfer.importFailed'))
    } finally {
      setProgress(undefined)
    }
  }
  return (
    <Card title={<FormattedMessage id="problems.admin.transfer.import" />} as="h2">
      <div className={css({ display: 'grid', gap: '3' })}>
        <div className={row}>
          <Select
            aria-label={text('problems.admin.transfer.format')}
            label={<FormattedMessage id="problems.admin.transfer.format" />}
            value={format}
            onValueChange={(v) => setFormat(v as typeof format)}
            options={FORMATS.map((f) => ({
              value: f.id,
              label: text(`problems.admin.transfer.format.${f.id}`),
            }))}
          />
          <Button
            onClick={() => input.current?.click()}
            disabled={progress !== undefined}
            data-testid="import-choose"
          >
            <FormattedMessage id="problems.admin.transfer.choose" />
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept={chosen.accept}
            data-testid="import-file"
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) void start(file)
            }}
          />
        </div>
        <p className={css({ color: 'fg.muted', textStyle: 'caption' })}>
          <FormattedMessage id={`problems.admin.transfer.hint.${format}`} />
        </p>
        {progress ? (
          <ProgressBar
            value={progress.loaded}
            max={Math.max(1, progress.total)}
            showValue
            label={
              <FormattedMessage
                id={
                  progress.loaded >= progress.total
                    ? 'problems.admin.transfer.reading'
                    : 'problems.admin.form.uploading'
                }
                values={{ name: progress.name }}
              />
            }
          />
        ) : null}
        {result ? (
          <Table<ImportedProblem>
            rows={result}
            rowKey={(r) => r.pid}
            columns={[
              {
                key: 'source',
                header: <FormattedMessage id="problems.admin.transfer.source" />,
                cell: (r) => r.source,
              },
              {
                key: 'problemId',
                header: <FormattedMessage id="problems.admin.list.problemId" />,
                cell: (r) => r.problemId,
              },
              {
                key: 'title',
                header: <FormattedMessage id="problems.admin.list.titleColumn" />,
                cell: (r) => r.title,
              },
              {
                key: 'cases',
                header: <FormattedMessage id="problems.admin.transfer.cases" />,
                cell: (r) => r.caseCount,
              },
              {
                key: 'edit',
                header: '',
                cell: (r) => (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => platform.navigate(`/admin/problem/edit/${r.pid}`)}
                  >
                    <FormattedMessage id="problems.admin.list.edit" />
                  </Button>
                ),
              },
            ]}
          />
        ) : null}
      </div>
    </Card>
  )
}

function ExportCard(): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const text = (id: string) => intl.formatMessage({ id })
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const list = useApiQuery(
    BankApi.problemList,
    { currentPage: page, limit: 10, ...(keyword ? { keyword } : {}), oj: 'Mine' },
    { keepPrevious: true, quiet: true },
  )
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  return (
    <Card title={<FormattedMessage id="problems.admin.transfer.export" />} as="h2">
      <div className={css({ display: 'grid', gap: '3' })}>
        <div className={row}>
          <Input
            aria-label={text('problems.admin.list.keyword')}
            placeholder={text('problems.admin.list.keyword')}
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value)
              setPage(1)
            }}
          />
          <Button
            disabled={selected.size === 0}
            onClick={() =>
              void downloadFile(
                platform,
                `${BankApi.exportProblem.path}?pid=${[...selected].join(',')}`,
                'problem_export.zip',
                text('problems.admin.list.downloadFailed'),
              )
            }
            data-testid="export-selected"
          >
            <FormattedMessage id="problems.admin.transfer.exportSelected" values={{ n: selected.size }} />
          </Button>
        </div>
        <Table<BankProblemRow>
          rows={list.data?.records ?? []}
          rowKey={(r) => r.id}
          loading={list.isPending}
          empty={<FormattedMessage id="problems.admin.list.empty" />}
          columns={[
            {
              key: 'pick',
              header: '',
              width: '2.5rem',
              cell: (r) => (
                <input
                  type="checkbox"
                  aria-label={r.problemId}
                  checked={selected.has(r.id)}
                  onChange={() => toggle(r.id)}
                  data-testid={`export-pick-${r.id}`}
                />
              ),
            },
            {
              key: 'problemId',
              header: <FormattedMessage id="problems.admin.list.problemId" />,
              cell: (r) => r.problemId,
            },
            {
              key: 'title',
              header: <FormattedMessage id="problems.admin.list.titleColumn" />,
              cell: (r) => r.title,
            },
          ]}
        />
        {list.data && list.data.total > 10 ? (
          <Pagination total={list.data.total} pageSize={10} page={page} onPageChange={setPage} />
        ) : null}
      </div>
    </Card>
  )
}
