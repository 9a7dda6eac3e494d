import { PAGE_SIZES, ScopedProblemsApi } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Pagination } from '@oj/sdk/ui'
import { type ScopedSectionProps, useApi, useApiQuery, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useMemo, useState } from 'react'
import { FormattedMessage } from 'react-intl'

import ProblemEditor from '../admin/problem-form/problem-editor.tsx'
import ProblemPage from '../pages/problem-detail.tsx'
import { ProblemTable } from '../pages/problem-list/problem-table.tsx'
import { groupBaseOf, groupLinks, groupProblemSource, groupScope, problemSectionPage } from './links.ts'
import { GroupProblemAdmin } from './problem-admin.tsx'

const head = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  mb: '3',
})
const heading = css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' })

/**
 * A group's problems: the list its members see (`base`), a problem's page with submit in the group's
 * scope (`base/<display id>`), and for those who manage the group its admin list (`base/admin`) with
 * the shared problem form (`base/admin/create`, `base/admin/edit/<pid>`).
 */
export function GroupProblemSection(props: ScopedSectionProps): ReactNode {
  const page = problemSectionPage(props.rest, props.manage)
  const platform = usePlatform()
  const gid = props.scope.id
  const admin = `${props.base}/admin`
  switch (page.kind) {
    case 'list':
      return <GroupProblemList {...props} />
    case 'problem':
      return <GroupProblemPage key={page.displayId} gid={gid} base={props.base} displayId={page.displayId} />
    case 'admin':
      return <GroupProblemAdmin gid={gid} base={props.base} />
    case 'create':
    case 'edit':
      return (
        <section data-testid="group-problem-editor">
          <h2 className={heading}>
            <FormattedMessage
              id={page.kind === 'create' ? 'problems.group.createTitle' : 'problems.group.editTitle'}
            />
          </h2>
          <ProblemEditor
            key={page.kind === 'edit' ? page.pid : 'new'}
            context={{ kind: 'group', id: gid, problemPrefix: props.problemPrefix ?? '' }}
            {...(page.kind === 'edit' ? { pid: page.pid } : {})}
            source={{
              read: (pid) => platform.api.call(ScopedProblemsApi.problem, { pid }, { quiet: true }),
              save: (body) => {
                const problem = { ...(body['problem'] as Record<string, unknown>), gid }
                const input = { ...body, problem } as never
                return page.kind === 'create'
                  ? platform.api.call(ScopedProblemsApi.create, input)
                  : platform.api.call(ScopedProblemsApi.update, input)
              },
            }}
            onDone={() => platform.navigate(admin)}
          />
        </section>
      )
  }
}

/** The problems public in the group, 10 a page by default. */
function GroupProblemList(props: ScopedSectionProps): ReactNode {
  const platform = usePlatform()
  const [paging, setPaging] = useState({ currentPage: 1, limit: 10 })
  const list = useApiQuery(
    ScopedProblemsApi.list,
    { gid: props.scope.id, ...paging },
    { keepPrevious: true, quiet: true },
  )
  const links = useMemo(() => groupLinks(groupBaseOf(props.base)), [props.base])
  return (
    <section data-testid="group-problem-list">
      <div className={head}>
        <h2 className={heading}>
          <FormattedMessage id="problems.group.listTitle" />
        </h2>
        {props.manage ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => platform.navigate(`${props.base}/admin`)}
            data-testid="group-problem-manage"
          >
            <FormattedMessage id="problems.group.manage" />
          </Button>
        ) : null}
      </div>
      <ProblemTable
        rows={list.data?.records ?? []}
        loading={list.isPending || list.isPlaceholderData}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        statusOf={(row) => row.myStatus}
        hrefOf={(row) => links.problem(row.problemId)}
      />
      {list.data && list.data.total > 0 ? (
        <Pagination
          total={list.data.total}
          page={paging.currentPage}
          pageSize={paging.limit}
          pageSizes={PAGE_SIZES}
          showTotal={false}
          onPageChange={(currentPage) => setPaging({ ...paging, currentPage })}
          onPageSizeChange={(limit) => setPaging({ currentPage: 1, limit })}
        />
      ) : null}
    </section>
  )
}

/** A group's problem page: the problem page piece in the group's scope (submit and test run carry gid). */
function GroupProblemPage(props: {
  readonly gid: number
  readonly base: string
  readonly displayId: string
}): ReactNode {
  const api = useApi()
  const { gid, displayId } = props
  const source = useMemo(() => groupProblemSource(api, gid, displayId), [api, gid, displayId])
  const links = useMemo(() => groupLinks(groupBaseOf(props.base)), [props.base])
  const scope = useMemo(() => groupScope(gid), [gid])
  return <ProblemPage scope={scope} displayId={displayId} focus={false} source={source} links={links} />
}
