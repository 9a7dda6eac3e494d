import {
  type AdminProblemRow,
  ContestAdminApi,
  type ContestPageAction,
  type ContestProblemRow,
  type ContestProblemsCalls,
  ContestsApi,
  GroupContestApi,
} from '@oj/contests-contract'
import { REMOTE_OJS } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, Dialog, Select, Table, TextField } from '@oj/sdk/ui'
import { hasRole, ProblemBankPicker, useApiMutation, useApiQuery, useNavigateTo, useUser } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ruleMessage } from '../pages/contest-format.ts'
import { AcDownload } from './ac-download.tsx'
import { ContestProblemEditor } from './contest-problem-editor.tsx'
import { rowStyle } from './form-parts.tsx'

// A contest's problems by display id (display title, balloon colour): editing those, removing,
// adding from the public bank through a search dialog. The admin area's page (admin/contest/<id>/
// problems; removing for root and problem_admin, by the role table) adds a remote judge's problem
// by its id there (HOJ's "remote OJ problem": one the bank already holds), creating and editing the
// contest's own (contest-only) problems, and the zip of accepted submissions. Other modules' contests
// (a group's) show the same page through the contests.problems slot, with their calls and actions.

const buttons = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })
const toolbar = css({ display: 'flex', justifyContent: 'flex-end', mb: '3' })
/** A problem's auth: only in contests. */
const CONTEST_ONLY = 3
const ball = css({ display: 'inline-block', w: '3', h: '3', rounded: 'full', borderWidth: '1px', me: '2' })

/** The next free display id after the contest's: A, B, … Z, AA, … */
export function nextDisplayId(taken: ReadonlyArray<string>): string {
  for (let n = 0; ; n++) {
    let id = ''
    for (let k = n; k >= 0; k = Math.floor(k / 26) - 1) id = String.fromCharCode(65 + (k % 26)) + id
    if (!taken.includes(id)) return id
  }
}

/** The admin area's calls of the page. */
export const adminProblemCalls: ContestProblemsCalls = {
  contest: ContestAdminApi.get,
  problems: ContestAdminApi.problems,
  setContestProblem: ContestAdminApi.setContestProblem,
  addFromPublic: ContestAdminApi.addFromPublic,
  removeProblem: ContestAdminApi.removeProblem,
}

/** admin/contest/<id>/problems */
export function ContestProblemsAdmin({ cid }: { readonly cid: number }): ReactNode {
  const navigateTo = useNavigateTo()
  const user = useUser()
  return (
    <ContestProblemsPage
      cid={cid}
      calls={adminProblemCalls}
      mayRemove={hasRole(user, 'root') || hasRole(user, 'problem_admin')}
      onBack={() => navigateTo('/admin/contest')}
      adminTools
    />
  )
}

export interface ContestProblemsPageProps {
  readonly cid: number
  readonly calls: ContestProblemsCalls
  readonly mayRemove: boolean
  readonly actions?: ReadonlyArray<ContestPageAction> | undefined
  readonly onBack?: (() => void) | undefined
  /** The admin area's own tools: the contest's own problems, remote judges' problems, the AC zip. */
  readonly adminTools?: boolean
  /**
   * A group's contest: its managers create the contest's own problems in the group (POST
   * /group/contest-problem) and add the group's problems by their display id.
   */
  readonly group?: { readonly gid: number } | undefined
}

export function ContestProblemsPage(props: ContestProblemsPageProps): ReactNode {
  const { cid, calls, mayRemove } = props
  const tools = props.adminTools ?? false
  const [editing, setEditing] = useState<ContestProblemRow>()
  const [adding, setAdding] = useState(false)
  const [importing, setImporting] = useState(false)
  const [fromGroup, setFromGroup] = useState(false)
  const group = props.group
  /** The problem editor: a new problem ('new') or a contest-only one by pid. */
  const [authoring, setAuthoring] = useState<number | 'new'>()
  const contest = useApiQuery(calls.contest, { cid })
  const list = useApiQuery(calls.problems, { cid, limit: 100 })
  const invalidates = [calls.problems, ContestAdminApi.contestProblem, ContestsApi.problems]
  const remove = useApiMutation(calls.removeProblem, { invalidates })
  const map = list.data?.contestProblemMap ?? {}
  const place = (p: AdminProblemRow) => map[String(p.id)]
  return (
    <Card
      title={
        <>
          {contest.data ? `${contest.data.title} · ` : ''}
          <FormattedMessage id="contests.admin.problems" />
        </>
      }
      as="h2"
    >
      <div className={toolbar}>
        <span className={buttons}>
          {tools || group ? (
            <Button onClick={() => setAuthoring('new')} data-testid="contest-create-problem">
              <FormattedMessage id="contests.admin.ownProblem.create" />
            </Button>
          ) : null}
          <Button onClick={() => setAdding(true)} data-testid="contest-add-problem">
            <FormattedMessage id="contests.admin.problem.addFromPublic" />
          </Button>
          {group ? (
            <Button onClick={() => setFromGroup(true)} data-testid="contest-add-group-problem">
              <FormattedMessage id="contests.admin.problem.addFromGroup" />
            </Button>
          ) : null}
          {props.actions?.map((action) => (
            <Button key={action.id} onClick={action.onSelect} data-testid={action.id}>
              {action.label}
            </Button>
          ))}
          {tools ? (
            <>
              <Button
                variant="outline"
                onClick={() => setImporting(true)}
                data-testid="contest-import-remote"
              >
                <FormattedMessage id="contests.admin.problem.importRemote" />
              </Button>
              <AcDownload cid={cid} />
            </>
          ) : null}
          {props.onBack ? (
            <Button variant="ghost" onClick={props.onBack}>
              <FormattedMessage id="contests.admin.back" />
            </Button>
          ) : null}
        </span>
      </div>
      <div data-testid="contest-admin-problems">
        <Table<AdminProblemRow>
          minWidth="20rem"
          columns={[
            {
              key: 'display',
              header: <FormattedMessage id="contests.admin.problem.displayId" />,
              width: '7rem',
              cell: (p) => (
                <span>
                  <span className={ball} style={{ background: place(p)?.color ?? 'transparent' }} />
                  {place(p)?.displayId ?? ''}
                </span>
              ),
            },
            {
              key: 'title',
              header: <FormattedMessage id="contests.admin.problem.displayTitle" />,
              cell: (p) => place(p)?.displayTitle ?? p.title,
            },
            {
              key: 'problem',
              header: <FormattedMessage id="contests.admin.problem.problem" />,
              hideOnMobile: true,
              cell: (p) => `${p.problemId} · ${p.title}`,
            },
            {
              key: 'actions',
              header: '',
              cell: (p) => (
                <span className={buttons}>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      const found = place(p)
                      if (found) setEditing(found)
                    }}
                  >
                    <FormattedMessage id="contests.admin.edit" />
                  </Button>
                  {tools && p.auth === CONTEST_ONLY ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setAuthoring(p.id)}
                      data-testid={`contest-edit-own-${p.id}`}
                    >
                      <FormattedMessage id="contests.admin.ownProblem.edit" />
                    </Button>
                  ) : null}
                  {mayRemove ? (
                    <Button
                      size="sm"
                      variant="outline"
                      tone="danger"
                      onClick={() => remove.mutate({ pid: p.id, cid })}
                      data-testid={`contest-remove-${p.id}`}
                    >
                      <FormattedMessage id="contests.admin.remove" />
                    </Button>
                  ) : null}
                </span>
              ),
            },
          ]}
          rows={list.data?.problemList.records ?? []}
          rowKey={(p) => p.id}
          loading={list.isPending}
          empty={<FormattedMessage id="contests.admin.problem.none" />}
        />
      </div>
      <Dialog
        open={editing !== undefined}
        onOpenChange={(open) => (open ? undefined : setEditing(undefined))}
        title={<FormattedMessage id="contests.admin.problem.edit" />}
      >
        {editing ? <PlaceForm calls={calls} place={editing} onDone={() => setEditing(undefined)} /> : null}
      </Dialog>
      <Dialog
        open={authoring !== undefined}
        onOpenChange={(open) => (open ? undefined : setAuthoring(undefined))}
        size="lg"
        title={
          <FormattedMessage
            id={authoring === 'new' ? 'contests.admin.ownProblem.create' : 'contests.admin.ownProblem.edit'}
          />
        }
      >
        {authoring !== undefined && contest.data ? (
          <ContestProblemEditor
            contest={{ cid, type: contest.data.type }}
            {...(group ? { group } : {})}
            {...(authoring === 'new'
              ? { displayId: nextDisplayId(Object.values(map).map((p) => p.displayId)) }
              : { pid: authoring })}
            onDone={() => setAuthoring(undefined)}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        size="lg"
        title={<FormattedMessage id="contests.admin.problem.addFromPublic" />}
      >
        {adding && contest.data ? (
          <PublicBankPicker
            calls={calls}
            cid={cid}
            type={contest.data.type}
            taken={Object.values(map).map((p) => p.displayId)}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={fromGroup}
        onOpenChange={setFromGroup}
        title={<FormattedMessage id="contests.admin.problem.addFromGroup" />}
      >
        {fromGroup ? (
          <GroupProblemForm
            cid={cid}
            calls={calls}
            taken={Object.values(map).map((p) => p.displayId)}
            onDone={() => setFromGroup(false)}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={importing}
        onOpenChange={setImporting}
        title={<FormattedMessage id="contests.admin.problem.importRemote" />}
      >
        {importing ? (
          <RemoteProblemForm
            cid={cid}
            taken={Object.values(map).map((p) => p.displayId)}
            onDone={() => setImporting(false)}
          />
        ) : null}
      </Dialog>
    </Card>
  )
}

/** A contest problem's display id, display title and balloon colour. */
export function PlaceForm(props: {
  readonly calls: Pick<ContestProblemsCalls, 'problems' | 'setContestProblem'>
  readonly place: ContestProblemRow
  readonly onDone: () => void
}): ReactNode {
  const [displayId, setDisplayId] = useState(props.place.displayId)
  const [displayTitle, setDisplayTitle] = useState(props.place.displayTitle)
  const [color, setColor] = useState(props.place.color ?? '')
  const save = useApiMutation(props.calls.setContestProblem, {
    invalidates: [props.calls.problems, ContestsApi.problems],
    onSuccess: props.onDone,
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.mutate({
      cid: props.place.cid,
      pid: props.place.pid,
      id: props.place.id,
      displayId,
      displayTitle,
      ...(color ? { color } : {}),
    })
  }
  return (
    <form onSubmit={submit} className={css({ display: 'grid', gap: '3' })} data-testid="place-form">
      <TextField
        label={<FormattedMessage id="contests.admin.problem.displayId" />}
        value={displayId}
        maxLength={20}
        required
        onChange={(e) => setDisplayId(e.target.value)}
      />
      <TextField
        label={<FormattedMessage id="contests.admin.problem.displayTitle" />}
        value={displayTitle}
        maxLength={255}
        required
        onChange={(e) => setDisplayTitle(e.target.value)}
      />
      <div className={rowStyle}>
        <label className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}>
          <FormattedMessage id="contests.admin.problem.color" />
          <input type="color" value={color || '#ffffff'} onChange={(e) => setColor(e.target.value)} />
        </label>
        {color ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => setColor('')}>
            <FormattedMessage id="contests.admin.problem.noColor" />
          </Button>
        ) : null}
      </div>
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button type="submit" loading={save.isPending}>
          <FormattedMessage id="contests.admin.save" />
        </Button>
      </div>
    </form>
  )
}

/**
 * A problem named by its id (`idLabel`), into the contest under a display id (the next free one
 * suggested), both trimmed; `extra` fields come first.
 */
function ProblemByIdForm(props: {
  readonly testId: string
  readonly idLabel: ReactNode
  readonly taken: ReadonlyArray<string>
  readonly pending: boolean
  readonly add: (problemId: string, displayId: string) => void
  readonly extra?: ReactNode
}): ReactNode {
  const [problemId, setProblemId] = useState('')
  const [displayId, setDisplayId] = useState(() => nextDisplayId(props.taken))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.add(problemId.trim(), displayId.trim())
  }
  return (
    <form onSubmit={submit} className={css({ display: 'grid', gap: '3' })} data-testid={props.testId}>
      {props.extra}
      <TextField
        label={props.idLabel}
        value={problemId}
        maxLength={100}
        required
        onChange={(e) => setProblemId(e.target.value)}
      />
      <TextField
        label={<FormattedMessage id="contests.admin.problem.displayId" />}
        value={displayId}
        maxLength={20}
        required
        onChange={(e) => setDisplayId(e.target.value)}
      />
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button type="submit" loading={props.pending}>
          <FormattedMessage id="contests.admin.problem.add" />
        </Button>
      </div>
    </form>
  )
}

/** A problem of the contest's group by its display id there, into the contest under a display id. */
function GroupProblemForm(props: {
  readonly cid: number
  readonly calls: Pick<ContestProblemsCalls, 'problems'>
  readonly taken: ReadonlyArray<string>
  readonly onDone: () => void
}): ReactNode {
  const add = useApiMutation(GroupContestApi.addFromGroup, {
    invalidates: [props.calls.problems, ContestsApi.problems],
    onSuccess: props.onDone,
  })
  return (
    <ProblemByIdForm
      testId="group-problem-form"
      idLabel={<FormattedMessage id="contests.admin.problem.groupProblemId" />}
      taken={props.taken}
      pending={add.isPending}
      add={(problemId, displayId) => add.mutate({ cid: props.cid, problemId, displayId })}
    />
  )
}

/** A remote judge's problem by its id there, into the contest under a display id. */
export function RemoteProblemForm(props: {
  readonly cid: number
  readonly taken: ReadonlyArray<string>
  readonly onDone: () => void
}): ReactNode {
  const [name, setName] = useState<string>(REMOTE_OJS[0])
  const importRemote = useApiMutation(ContestAdminApi.importRemote, {
    invalidates: [ContestAdminApi.problems, ContestsApi.problems],
    onSuccess: props.onDone,
  })
  return (
    <ProblemByIdForm
      testId="remote-problem-form"
      idLabel={<FormattedMessage id="contests.admin.problem.remoteId" />}
      taken={props.taken}
      pending={importRemote.isPending}
      add={(problemId, displayId) => importRemote.mutate({ cid: props.cid, name, problemId, displayId })}
      extra={
        <Select
          label={<FormattedMessage id="contests.admin.problem.remoteOj" />}
          options={REMOTE_OJS.map((oj) => ({ value: oj, label: oj }))}
          value={name}
          onValueChange={setName}
        />
      }
    />
  )
}

/** The public bank without the contest's problems: search, pick a display id, add (the SDK's picker). */
export function PublicBankPicker(props: {
  readonly calls: Pick<ContestProblemsCalls, 'problems' | 'addFromPublic'>
  readonly cid: number
  readonly type: number
  readonly taken: ReadonlyArray<string>
}): ReactNode {
  const add = useApiMutation(props.calls.addFromPublic, {
    invalidates: [props.calls.problems, ContestsApi.problems],
  })
  const intl = useIntl()
  // A contest takes problems of its own rule only (the server refuses the others): say so.
  const typeNote = intl.formatMessage(
    { id: 'contests.admin.problem.typeMismatch' },
    { rule: intl.formatMessage({ id: ruleMessage(props.type) }) },
  )
  return (
    <ProblemBankPicker
      endpoint={props.calls.problems}
      query={{ cid: props.cid, problemType: props.type }}
      testId="public-bank"
      displayId={{
        suggested: nextDisplayId(props.taken),
        label: <FormattedMessage id="contests.admin.problem.displayId" />,
      }}
      columns={[
        {
          key: 'type',
          header: <FormattedMessage id="contests.list.rule" />,
          width: '5rem',
          hideOnMobile: true,
          cell: (p: AdminProblemRow) => <FormattedMessage id={ruleMessage(p.type)} />,
        },
      ]}
      addable={(p: AdminProblemRow) => p.type === props.type}
      notAddable={{ note: typeNote, testId: 'bank-type-note' }}
      onAdd={(p: AdminProblemRow, displayId) =>
        add.mutate({ cid: props.cid, pid: p.id, displayId: displayId ?? '' })
      }
    />
  )
}
