import {
  type ProblemLinks,
  type ProblemPageProps,
  ProblemsApi,
  ProblemsSlots,
  type StripProblem,
  type SubmissionQuery,
  SubmissionsApi,
} from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, Input, LoadError, Markdown, Pagination, Tag } from '@oj/sdk/ui'
import {
  hasRole,
  Slot,
  useApi,
  useApiMutation,
  useApiQuery,
  useAuth,
  usePlatform,
  useUser,
} from '@oj/sdk/web'
import { TRAINING_RANK_LIMIT, TrainingApi, type TrainingProblemRow } from '@oj/training-contract'
import { type FormEvent, type ReactNode, useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation, useNavigate, useParams } from 'react-router'

import { AuthTag } from '../components/auth-tag.tsx'
import { PasswordForm } from '../components/password-form.tsx'
import { ProblemTable } from '../components/problem-table.tsx'
import { ProgressCircle } from '../components/progress-circle.tsx'
import { RankTable } from '../components/rank-table.tsx'

const page = css({ maxW: '1200px', mx: 'auto', p: { base: '3', md: '6' }, display: 'grid', gap: '4' })
const header = css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })
const headerText = css({ flex: '1', minW: '220px', display: 'grid', gap: '2' })
const title = css({ fontSize: '2xl', fontWeight: 'semibold', overflowWrap: 'anywhere', m: '0' })
const tags = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })
const searchForm = css({ display: 'flex', gap: '2', mb: '3', maxW: '420px' })

type View = 'overview' | 'problems' | 'rank' | 'problem' | 'submissions' | 'submission'

const viewOf = (rest: string): View => {
  if (rest.startsWith('problems')) return 'problems'
  if (rest.startsWith('problem/')) return 'problem'
  if (rest.startsWith('rank')) return 'rank'
  if (rest.startsWith('submissions')) return 'submissions'
  if (rest.startsWith('submission-detail/')) return 'submission'
  return 'overview'
}

/** /training/:trainingID and its children: the header with the progress circle, then the tab's content. */
export default function TrainingPage(): ReactNode {
  const params = useParams()
  const tid = Number(params['trainingID'])
  const { pathname } = useLocation()
  const rest = pathname.replace(/^\/training\/[^/]+\/?/, '')
  return <TrainingView tid={tid} base={`/training/${tid}`} rest={rest} back="/training" />
}

const tabBar = css({ display: 'flex', gap: '1', flexWrap: 'wrap', borderBottomWidth: '1px', pb: '2' })

export interface TrainingViewProps {
  readonly tid: number
  /** Where the training's pages live ('/training/12', or under a group's tab). */
  readonly base: string
  /** The path under `base` ('' the overview, 'problems', 'rank', 'problem/A', ...). */
  readonly rest: string
  /** The list to go back to. */
  readonly back: string
  /** Shows the training's tabs in the page (a group's training has no area tabs in the top bar). */
  readonly tabs?: boolean
}

const TABS = [
  { path: '', label: 'training.area.overview', view: 'overview' },
  { path: 'problems', label: 'training.area.problems', view: 'problems' },
  { path: 'rank', label: 'training.area.rank', view: 'rank' },
  { path: 'submissions', label: 'training.area.submissions', view: 'submissions' },
] as const

/** A training's pages under `base`: the header, then the tab's content. */
export function TrainingView({ tid, base, rest, back, tabs = false }: TrainingViewProps): ReactNode {
  const valid = Number.isInteger(tid) && tid > 0
  const view = viewOf(rest)
  const { loggedIn } = useAuth()
  const platform = usePlatform()
  const detail = useApiQuery(TrainingApi.detail, { tid }, { enabled: valid && loggedIn, quiet: true })
  const access = useApiQuery(TrainingApi.access, { tid }, { enabled: valid && loggedIn, quiet: true })
  const register = useApiMutation(TrainingApi.register, {
    invalidates: [TrainingApi.access, TrainingApi.detail, TrainingApi.problems, TrainingApi.rank],
  })
  const intl = useIntl()

  if (!loggedIn) {
    return (
      <div className={page}>
        <Card>
          <p>
            <FormattedMessage id="training.detail.loginFirst" />
          </p>
          <Button onClick={() => platform.openLogin()}>
            <FormattedMessage id="training.list.loginFirst" />
          </Button>
        </Card>
      </div>
    )
  }
  if (detail.isError) {
    return (
      <div className={page}>
        <LoadError message={detail.error.message} onRetry={() => void detail.refetch()} />
        <Link to={back}>
          <FormattedMessage id="training.detail.back" />
        </Link>
      </div>
    )
  }
  const training = detail.data
  const granted = access.data?.access ?? false
  const needsPassword = training?.auth === 'Private' && access.data !== undefined && !granted
  const onRegister = (password: string) =>
    register.mutateAsync({ tid, password }).then(() => {
      platform.toast('success', intl.formatMessage({ id: 'training.password.done' }))
    })

  const gid = training?.gid ?? undefined
  if (view === 'problem' && granted && training)
    return <TrainingProblem tid={tid} rest={rest} base={base} gid={gid} />
  if (view === 'submission' && granted) {
    const submitId = Number(rest.split('/')[1])
    return (
      <div className={page}>
        <Slot
          def={ProblemsSlots.submissionDetail}
          props={{ scope: { param: 'tid', id: tid }, submitId, links: trainingLinks(base) }}
        />
      </div>
    )
  }
  return (
    <div className={page}>
      {training ? (
        <header className={header}>
          <div className={headerText}>
            <h2 className={title}>{training.title}</h2>
            <div className={tags}>
              <AuthTag auth={training.auth} />
              {training.categoryName ? (
                <Tag
                  size="sm"
                  {...(training.categoryColor ? { customColor: training.categoryColor } : { color: 'blue' })}
                >
                  {training.categoryName}
                </Tag>
              ) : null}
              <span>
                <FormattedMessage id="training.card.author" values={{ author: training.author }} />
              </span>
            </div>
          </div>
          <ProgressCircle acCount={training.acCount} problemCount={training.problemCount} />
        </header>
      ) : null}
      {tabs ? (
        <nav className={tabBar} aria-label={training?.title ?? ''}>
          {TABS.map((t) => (
            <Button key={t.view} asChild size="sm" variant={view === t.view ? 'solid' : 'ghost'}>
              <Link
                to={t.path ? `${base}/${t.path}` : base}
                aria-current={view === t.view ? 'page' : undefined}
              >
                <FormattedMessage id={t.label} />
              </Link>
            </Button>
          ))}
        </nav>
      ) : null}
      {needsPassword ? <PasswordForm onRegister={onRegister} pending={register.isPending} /> : null}
      {view === 'overview' && training ? (
        <Card title={<FormattedMessage id="training.detail.description" />} as="h3">
          <Markdown source={training.description} />
        </Card>
      ) : null}
      {view === 'problems' && granted ? <ProblemsView tid={tid} base={base} /> : null}
      {view === 'rank' && granted ? <RankView tid={tid} /> : null}
      {view === 'submissions' && granted ? <SubmissionsView tid={tid} base={base} /> : null}
    </div>
  )
}

function ProblemsView({ tid, base }: { readonly tid: number; readonly base: string }): ReactNode {
  const navigate = useNavigate()
  const problems = useApiQuery(TrainingApi.problems, { tid }, { quiet: true })
  if (problems.isError) return <LoadError onRetry={() => void problems.refetch()} />
  return (
    <ProblemTable
      problems={problems.data ?? []}
      loading={problems.isPending}
      showStatus
      onOpen={(p) => void navigate(`${base}/problem/${encodeURIComponent(p.displayId)}`)}
    />
  )
}

function RankView({ tid }: { readonly tid: number }): ReactNode {
  const intl = useIntl()
  const user = useUser()
  const [currentPage, setPage] = useState(1)
  const [keyword, setKeyword] = useState('')
  const [text, setText] = useState('')
  const detail = useApiQuery(TrainingApi.detail, { tid }, { quiet: true })
  const problems = useApiQuery(TrainingApi.problems, { tid }, { quiet: true })
  const rank = useApiQuery(
    TrainingApi.rank,
    { tid, currentPage, limit: TRAINING_RANK_LIMIT, ...(keyword ? { keyword } : {}) },
    { keepPrevious: true, quiet: true },
  )
  // The training's admins (its author, the super admin) see real names: the server fills them only for them.
  const admin = user !== undefined && (hasRole(user, 'root') || user.username === detail.data?.author)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setKeyword(text.trim())
    setPage(1)
  }
  if (rank.isError) return <LoadError onRetry={() => void rank.refetch()} />
  return (
    <Card title={<FormattedMessage id="training.area.rank" />} as="h3">
      <form className={searchForm} role="search" onSubmit={submit}>
        <Input
          type="search"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          aria-label={intl.formatMessage({ id: 'training.rank.search' })}
          placeholder={intl.formatMessage({ id: 'training.rank.search' })}
        />
        <Button type="submit">
          <FormattedMessage id="training.list.search" />
        </Button>
      </form>
      <RankTable
        rows={rank.data?.records ?? []}
        problemIds={(problems.data ?? []).map((p) => p.displayId)}
        showRealname={admin}
        loading={rank.isPending}
      />
      {rank.data && rank.data.total > rank.data.size ? (
        <Pagination
          total={rank.data.total}
          pageSize={rank.data.size}
          page={currentPage}
          onPageChange={setPage}
        />
      ) : null}
    </Card>
  )
}

/** The training's submissions: the problems module's list in the training's scope. */
function SubmissionsView({ tid, base }: { readonly tid: number; readonly base: string }): ReactNode {
  const api = useApi()
  const source = useMemo(
    () => ({ list: (query: SubmissionQuery) => api.call(SubmissionsApi.submissionList, { ...query, tid }) }),
    [api, tid],
  )
  const links = useMemo(() => trainingLinks(base), [base])
  return (
    <Slot def={ProblemsSlots.submissionList} props={{ scope: { param: 'tid', id: tid }, source, links }} />
  )
}

const enc = encodeURIComponent

/** The links of a training's pages (under `base`) for the problems module's pieces. */
export function trainingLinks(base: string): ProblemLinks {
  return {
    problem: (displayId, focus) => `${base}/problem/${enc(displayId)}${focus ? '/full-screen' : ''}`,
    submissions: (query) => `${base}/submissions${query ? `?${query}` : ''}`,
    submission: (submitId) => `${base}/submission-detail/${submitId}`,
  }
}

/**
 * A training problem: the problems module's page in the training's scope (submissions carry tid); a
 * group training's problem of the group is read in the group's scope (gid).
 */
function TrainingProblem(props: {
  readonly tid: number
  readonly rest: string
  readonly base: string
  readonly gid: number | undefined
}): ReactNode {
  const { tid, rest, base, gid } = props
  const api = useApi()
  const parts = rest.split('/')
  const displayId = decodeURIComponent(parts[1] ?? '')
  const focus = parts[2] === 'full-screen'
  const problems = useApiQuery(TrainingApi.problems, { tid }, { quiet: true })
  const row: TrainingProblemRow | undefined = problems.data?.find(
    (p) => p.displayId.toLowerCase() === displayId.toLowerCase(),
  )
  const bankId = row?.problemId
  const source = useMemo((): ProblemPageProps['source'] | undefined => {
    if (!bankId) return undefined
    return {
      // a group training holds the bank's public problems and its group's own (read in the group)
      detail: () => {
        const fromBank = api.call(ProblemsApi.problemDetail, { problemId: bankId }, { quiet: true })
        return gid === undefined
          ? fromBank
          : fromBank.catch(() =>
              api.call(ProblemsApi.problemDetail, { problemId: bankId, gid }, { quiet: true }),
            )
      },
      // The caller's submissions of this problem in the training.
      submissions: (query) =>
        api.call(SubmissionsApi.submissionList, {
          ...query,
          tid,
          onlyMine: true,
          problemID: bankId,
          completeProblemID: true,
        }),
      strip: () =>
        api.call(TrainingApi.problems, { tid }, { quiet: true }).then((rows) =>
          rows.map((p): StripProblem => ({
            pid: p.pid,
            problemId: p.displayId,
            title: p.title,
            status: p.myStatus,
            score: p.score,
          })),
        ),
    }
  }, [api, bankId, gid, tid])
  const links = useMemo(() => trainingLinks(base), [base])
  if (problems.isError) return <LoadError onRetry={() => void problems.refetch()} />
  if (!source || !row) return null
  return (
    <Slot
      def={ProblemsSlots.problemPage}
      props={{ scope: { param: 'tid', id: tid }, displayId: row.displayId, focus, source, links }}
    />
  )
}
