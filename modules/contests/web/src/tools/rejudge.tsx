import { type ContestProblemView, ContestsApi } from '@oj/contests-contract'
import { AdminApi } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, ConfirmDialog, LoadError, Table } from '@oj/sdk/ui'
import { useApi, useApiQuery, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

// The contest's rejudge tab (spec 2 §2, super admin only): its problems, a Rejudge per problem and
// Rejudge All. Each judges every submission of the problem in the contest again (the problems
// module's call); the board follows their new verdicts.

const barStyle = css({ display: 'flex', justifyContent: 'flex-end', mb: '2' })

/** What is asked before: one problem (its display id) or all. */
type Asked = { readonly problem: ContestProblemView } | { readonly all: true } | undefined

export function ContestRejudge(props: { readonly cid: number }): ReactNode {
  const api = useApi()
  const platform = usePlatform()
  const intl = useIntl()
  const [asked, setAsked] = useState<Asked>()
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set())
  const problems = useApiQuery(ContestsApi.problems, { cid: props.cid })
  if (problems.isError) return <LoadError onRetry={() => void problems.refetch()} />
  const rows = problems.data ?? []
  const rejudge = async (targets: ReadonlyArray<ContestProblemView>) => {
    setBusy(new Set(targets.map((p) => p.pid)))
    try {
      for (const p of targets) await api.call(AdminApi.rejudgeContestProblem, { cid: props.cid, pid: p.pid })
      platform.toast('success', intl.formatMessage({ id: 'contests.rejudge.done' }))
    } finally {
      setBusy(new Set())
    }
  }
  return (
    <>
      <div className={barStyle}>
        <Button
          size="sm"
          variant="outline"
          disabled={rows.length === 0 || busy.size > 0}
          onClick={() => setAsked({ all: true })}
        >
          <FormattedMessage id="contests.rejudge.all" />
        </Button>
      </div>
      <Table<ContestProblemView>
        rows={rows}
        rowKey={(p) => p.id}
        loading={problems.isPending}
        empty={<FormattedMessage id="contests.rejudge.empty" />}
        columns={[
          { key: 'id', header: <FormattedMessage id="contests.rejudge.problem" />, cell: (p) => p.displayId },
          {
            key: 'title',
            header: <FormattedMessage id="contests.rejudge.title" />,
            cell: (p) => p.displayTitle,
          },
          {
            key: 'action',
            header: '',
            align: 'end',
            cell: (p) => (
              <Button
                size="sm"
                variant="outline"
                loading={busy.has(p.pid)}
                disabled={busy.size > 0}
                onClick={() => setAsked({ problem: p })}
              >
                <FormattedMessage id="contests.rejudge.action" />
              </Button>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={asked !== undefined}
        onOpenChange={(open) => !open && setAsked(undefined)}
        title={<FormattedMessage id="contests.rejudge.confirmTitle" />}
        text={
          asked && 'problem' in asked ? (
            <FormattedMessage
              id="contests.rejudge.confirmOne"
              values={{ problem: asked.problem.displayId }}
            />
          ) : (
            <FormattedMessage id="contests.rejudge.confirmAll" />
          )
        }
        confirmLabel={<FormattedMessage id="contests.rejudge.action" />}
        onConfirm={() => rejudge(asked && 'problem' in asked ? [asked.problem] : rows)}
      />
    </>
  )
}
