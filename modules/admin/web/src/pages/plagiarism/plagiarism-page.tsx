import { PlagiarismApi, type PlagiarismCheck } from '@oj/admin-contract'
import { ProblemsApi } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, ProgressBar, Select, type TableColumn, Tag, TextField } from '@oj/sdk/ui'
import { AdminList, type EndpointOutput, useApi, useApiQuery, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl'

import { SideBySide } from './side-by-side.tsx'

type Pair = EndpointOutput<typeof PlagiarismApi.pairs>['records'][number]

const form = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', md: '10rem 1fr 8rem auto' },
  alignItems: 'end',
})
const check = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  cursor: 'pointer',
  fontSize: 'sm',
  mt: '3',
})
const note = css({ textStyle: 'bodySm', color: 'fg.muted', m: '0' })
const who = css({ display: 'grid', gap: '0.5', '& small': { color: 'fg.muted' } })

const STATUS_COLOUR = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' } as const

export interface CheckFormValue {
  readonly scope: 'contest' | 'problem'
  readonly target: string
  readonly threshold: string
  readonly onlyAccepted: boolean
}

/** The form's checks: message ids by field. */
export function checkCheckForm(v: CheckFormValue): Partial<Record<'target' | 'threshold', string>> {
  const errors: Partial<Record<'target' | 'threshold', string>> = {}
  const target = v.target.trim()
  if (target === '') errors.target = 'admin.plagiarism.error.target'
  else if (v.scope === 'contest' && !/^\d+$/.test(target)) errors.target = 'admin.plagiarism.error.contestId'
  if (!/^\d+$/.test(v.threshold.trim()) || Number(v.threshold) < 1 || Number(v.threshold) > 100)
    errors.threshold = 'admin.plagiarism.error.threshold'
  return errors
}

/** Starting a check: a contest by id, or a problem by its id (P1000) or number. */
function StartCheck(props: { readonly onStarted: () => void }): ReactNode {
  const intl = useIntl()
  const api = useApi()
  const platform = usePlatform()
  const [v, setV] = useState<CheckFormValue>({
    scope: 'contest',
    target: '',
    threshold: '30',
    onlyAccepted: true,
  })
  const [shown, setShown] = useState<Partial<Record<'target' | 'threshold', string>>>({})
  const [busy, setBusy] = useState(false)
  const start = async () => {
    const errors = checkCheckForm(v)
    setShown(errors)
    if (Object.keys(errors).length > 0) return
    setBusy(true)
    try {
      const target = v.target.trim()
      let scope: { cid: number } | { pid: number }
      if (v.scope === 'contest') scope = { cid: Number(target) }
      else {
        // A problem's id as people know it (P1000); a bare number is the problem's number.
        const detail = await api.call(ProblemsApi.problemDetail, { problemId: target })
        scope = { pid: Number(detail.problem.id) }
      }
      await api.call(PlagiarismApi.start, {
        ...scope,
        onlyAccepted: v.onlyAccepted,
        threshold: Number(v.threshold),
      })
      platform.toast('success', intl.formatMessage({ id: 'admin.plagiarism.started' }))
      props.onStarted()
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false)
    }
  }
  const error = (k: 'target' | 'threshold') => (shown[k] ? intl.formatMessage({ id: shown[k] }) : undefined)
  return (
    <Card title={<FormattedMessage id="admin.plagiarism.new" />} as="h2" data-testid="admin-plagiarism-new">
      <form
        className={form}
        onSubmit={(event) => {
          event.preventDefault()
          void start()
        }}
      >
        <Select
          label={<FormattedMessage id="admin.plagiarism.scope" />}
          value={v.scope}
          onValueChange={(scope) => setV({ ...v, scope: scope === 'problem' ? 'problem' : 'contest' })}
          options={[
            { value: 'contest', label: intl.formatMessage({ id: 'admin.plagiarism.scope.contest' }) },
            { value: 'problem', label: intl.formatMessage({ id: 'admin.plagiarism.scope.problem' }) },
          ]}
          name="scope"
        />
        <TextField
          label={
            <FormattedMessage
              id={v.scope === 'contest' ? 'admin.plagiarism.contestId' : 'admin.plagiarism.problemId'}
            />
          }
          value={v.target}
          placeholder={v.scope === 'contest' ? '1' : 'P1000'}
          onChange={(e) => setV({ ...v, target: e.currentTarget.value })}
          error={error('target')}
          name="target"
        />
        <TextField
          label={<FormattedMessage id="admin.plagiarism.threshold" />}
          inputMode="numeric"
          value={v.threshold}
          onChange={(e) => setV({ ...v, threshold: e.currentTarget.value })}
          error={error('threshold')}
          name="threshold"
        />
        <Button type="submit" loading={busy} data-testid="admin-plagiarism-start">
          <FormattedMessage id="admin.plagiarism.start" />
        </Button>
      </form>
      <label className={check}>
        <input
          type="checkbox"
          checked={v.onlyAccepted}
          onChange={(e) => setV({ ...v, onlyAccepted: e.currentTarget.checked })}
        />
        <FormattedMessage id="admin.plagiarism.onlyAccepted" />
      </label>
      <p className={note}>
        <FormattedMessage id="admin.plagiarism.how" />
      </p>
    </Card>
  )
}

function StatusCell({ c }: { readonly c: PlagiarismCheck }): ReactNode {
  if (c.status === 'running' || c.status === 'queued')
    return (
      <ProgressBar
        value={c.progress}
        max={100}
        showValue
        size="sm"
        label={<FormattedMessage id={`admin.plagiarism.status.${c.status}`} />}
      />
    )
  return (
    <Tag size="sm" color={STATUS_COLOUR[c.status]} {...(c.error ? { title: c.error } : {})}>
      <FormattedMessage id={`admin.plagiarism.status.${c.status}`} />
    </Tag>
  )
}

/** One check's pairs, most similar first, each to compare side by side. */
function CheckPairs(props: { readonly check: PlagiarismCheck; readonly onBack: () => void }): ReactNode {
  const [comparing, setComparing] = useState<number>()
  const columns: Array<TableColumn<Pair>> = [
    {
      key: 'similarity',
      header: <FormattedMessage id="admin.plagiarism.similarity" />,
      width: '7rem',
      cell: (p) => (
        <Tag size="sm" color={p.similarity >= 80 ? 'red' : p.similarity >= 50 ? 'orange' : 'gray'}>
          <FormattedNumber value={p.similarity / 100} style="percent" maximumFractionDigits={1} />
        </Tag>
      ),
    },
    {
      key: 'a',
      header: 'A',
      cell: (p) => (
        <span className={who}>
          {p.a.username}
          <small>
            {p.a.problem} · #{p.a.submitId} · {p.a.similarity}%
          </small>
        </span>
      ),
    },
    {
      key: 'b',
      header: 'B',
      cell: (p) => (
        <span className={who}>
          {p.b.username}
          <small>
            {p.b.problem} · #{p.b.submitId} · {p.b.similarity}%
          </small>
        </span>
      ),
    },
    {
      key: 'language',
      header: <FormattedMessage id="admin.plagiarism.language" />,
      cell: (p) => p.language,
      hideOnMobile: true,
    },
  ]
  return (
    <>
      <AdminList
        title={
          <FormattedMessage
            id="admin.plagiarism.pairsOf"
            values={{ id: props.check.id, count: props.check.pairs, submissions: props.check.submissions }}
          />
        }
        testId="admin-plagiarism-pairs"
        endpoint={PlagiarismApi.pairs}
        query={{ id: props.check.id }}
        pageSize={20}
        columns={columns}
        rowKey={(p) => p.id}
        empty={<FormattedMessage id="admin.plagiarism.noPairs" />}
        actions={
          <Button variant="outline" onClick={props.onBack}>
            <FormattedMessage id="admin.plagiarism.back" />
          </Button>
        }
        rowActions={(p) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setComparing(p.id)}
            data-testid="admin-plagiarism-compare"
          >
            <FormattedMessage id="admin.plagiarism.compare" />
          </Button>
        )}
      />
      <SideBySide pairId={comparing} onClose={() => setComparing(undefined)} />
    </>
  )
}

/**
 * /admin/plagiarism: checks of a contest's or a problem's submissions (winnowing over tokens, each
 * language apart), run in the background with their progress; a check's pairs and each pair side by side.
 */
export function PlagiarismPage(): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const [open, setOpen] = useState<number>()
  const opened = useApiQuery(
    PlagiarismApi.get,
    { id: open ?? 0 },
    { enabled: open !== undefined, quiet: true },
  )
  const refresh = () =>
    void platform.queryClient.invalidateQueries({ queryKey: ['ojapi', PlagiarismApi.list.path] })
  if (open !== undefined && opened.data)
    return <CheckPairs check={opened.data} onBack={() => setOpen(undefined)} />
  const columns: Array<TableColumn<PlagiarismCheck>> = [
    { key: 'id', header: 'ID', width: '4rem', cell: (c) => c.id },
    {
      key: 'scope',
      header: <FormattedMessage id="admin.plagiarism.scope" />,
      cell: (c) => <FormattedMessage id={`admin.plagiarism.of.${c.scope}`} values={{ id: c.scopeId }} />,
    },
    {
      key: 'status',
      header: <FormattedMessage id="admin.plagiarism.state" />,
      width: '11rem',
      cell: (c) => <StatusCell c={c} />,
    },
    {
      key: 'submissions',
      header: <FormattedMessage id="admin.plagiarism.submissions" />,
      cell: (c) => c.submissions,
      hideOnMobile: true,
    },
    { key: 'pairs', header: <FormattedMessage id="admin.plagiarism.pairs" />, cell: (c) => c.pairs },
    {
      key: 'created',
      header: <FormattedMessage id="admin.plagiarism.created" />,
      hideOnMobile: true,
      cell: (c) => <FormattedDate value={c.gmtCreate} dateStyle="short" timeStyle="short" />,
    },
  ]
  return (
    <>
      <StartCheck onStarted={refresh} />
      <AdminList
        title={<FormattedMessage id="admin.plagiarism.title" />}
        testId="admin-plagiarism-checks"
        endpoint={PlagiarismApi.list}
        columns={columns}
        rowKey={(c) => c.id}
        empty={<FormattedMessage id="admin.plagiarism.none" />}
        // While a check runs, its progress moves: ask again.
        refetchInterval={(page) =>
          page?.records.some((c) => c.status === 'queued' || c.status === 'running') ? 1500 : false
        }
        rowActions={(c) =>
          c.status === 'done' ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setOpen(c.id)}
              data-testid="admin-plagiarism-open"
            >
              <FormattedMessage id="admin.plagiarism.open" />
            </Button>
          ) : null
        }
        remove={{
          endpoint: PlagiarismApi.remove,
          input: (rows) => ({ id: rows[0]?.id }),
          confirm: () => <FormattedMessage id="admin.plagiarism.confirmDelete" />,
          done: () => platform.toast('success', intl.formatMessage({ id: 'admin.common.deleted' })),
        }}
      />
    </>
  )
}
