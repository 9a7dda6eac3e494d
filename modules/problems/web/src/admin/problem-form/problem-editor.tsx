import {
  AdminApi,
  BankApi,
  type ProblemEditorProps,
  type ProblemPlace,
  ProblemsApi,
  type SavedProblemRef,
  ScopedProblemsApi,
} from '@oj/problems-contract'
import { LoadError } from '@oj/sdk/ui'
import { hasRole, useApiQuery, usePlatform, useUser } from '@oj/sdk/web'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useIntl } from 'react-intl'

import { emptyForm, type FormContext, fromStored, type StoredProblem, withoutPrefix } from './model.ts'
import { ProblemForm, type ProblemFormProps } from './problem-form.tsx'

// The shared problem form with its data (the slot `problem.editor`): the bank's own admin pages and
// other modules' (a contest's or a training's "create problem") render it. A new problem starts from
// the defaults; an edited one from GET /admin/problem (or the context's own read) with its cases,
// tags, languages and own templates.

export default function ProblemEditor(props: ProblemEditorProps): ReactNode {
  const platform = usePlatform()
  const user = useUser()
  // A group's admins make its problems public in the group (auth 1 there); the bank's, its keepers.
  const mayPublish =
    props.context?.kind === 'group' || hasRole(user, 'root') || hasRole(user, 'problem_admin')
  const context: FormContext = {
    kind: props.context?.kind ?? 'bank',
    ...(props.context?.contestType === undefined ? {} : { contestType: props.context.contestType }),
    ...(props.context?.kind === 'group'
      ? { gid: props.context.id, problemPrefix: props.context.problemPrefix ?? '' }
      : {}),
    mayPublish,
  }
  const pid = props.pid
  const editing = pid !== undefined
  const offered = useApiQuery(ProblemsApi.languages, {}, { quiet: true })
  const tags = useApiQuery(ProblemsApi.allProblemTags, { oj: 'ME' }, { quiet: true })
  const stored = useQuery(
    {
      queryKey: ['problems', 'editor', props.context?.kind ?? 'bank', props.context?.id ?? 0, pid ?? 0],
      enabled: editing,
      queryFn: async () => {
        const id = pid ?? 0
        const [problem, cases, problemTags, languages, templates] = await Promise.all([
          props.source?.read
            ? (props.source.read(id) as Promise<StoredProblem>)
            : platform.api.call(BankApi.problem, { pid: id }, { quiet: true }),
          // A group's admins read their problem's cases through the group's call.
          context.gid === undefined
            ? platform.api.call(AdminApi.problemCases, { pid: id }, { quiet: true })
            : platform.api.call(ScopedProblemsApi.problemCases, { pid: id }, { quiet: true }),
          platform.api.call(BankApi.problemTags, { pid: id }, { quiet: true }),
          platform.api.call(ProblemsApi.problemLanguages, { pid: id }, { quiet: true }),
          platform.api.call(ProblemsApi.codeTemplate, { pid: id }, { quiet: true }),
        ])
        const read = fromStored(problem, {
          cases,
          tags: problemTags.map((t) => t.name),
          languages: languages.map((l) => l.name),
          templates: templates.map((t) => ({ language: t.language, code: t.code })),
        })
        return { ...read, problemId: withoutPrefix(read.problemId, context.problemPrefix) }
      },
    },
    platform.queryClient,
  )
  if (offered.isError || stored.isError) {
    return <LoadError onRetry={() => void Promise.all([offered.refetch(), stored.refetch()])} />
  }
  if (!offered.data || (editing && !stored.data)) return <p aria-busy="true" />
  const languages = offered.data
  const initial =
    stored.data ??
    emptyForm(
      context,
      languages.map((l) => l.name),
    )
  const place: ProblemPlace | undefined =
    context.kind === 'contest' && !editing
      ? { displayId: props.displayId ?? '', displayTitle: '' }
      : undefined
  return (
    <EditorForm
      key={`${pid ?? 'new'}-${stored.dataUpdatedAt}`}
      editor={props}
      form={{
        initial,
        context,
        ...(place ? { place } : {}),
        offered: languages.map((l) => ({ name: l.name, template: l.codeTemplate || l.template })),
        checkerLanguages: languages.filter((l) => l.isSpj).map((l) => l.name),
        knownTags: (tags.data ?? []).map((t) => t.name),
      }}
    />
  )
}

function EditorForm(props: {
  readonly editor: ProblemEditorProps
  readonly form: Omit<ProblemFormProps, 'saving' | 'onSave' | 'onCancel'>
}): ReactNode {
  const { editor } = props
  const platform = usePlatform()
  const intl = useIntl()
  const client = useQueryClient(platform.queryClient)
  const [saving, setSaving] = useState(false)
  const save = async (body: Record<string, unknown>, place: ProblemPlace | undefined) => {
    setSaving(true)
    try {
      let saved: SavedProblemRef
      if (editor.source) saved = await editor.source.save(body, place)
      else if (editor.pid === undefined) saved = await platform.api.call(AdminApi.addProblem, body as never)
      else saved = await platform.api.call(AdminApi.updateProblem, body as never)
      await client.invalidateQueries({ queryKey: ['problems', 'editor'] })
      platform.toast('success', intl.formatMessage({ id: 'problems.admin.form.saved' }))
      editor.onDone(saved)
    } catch {
      // The platform's client has shown the server's message.
    } finally {
      setSaving(false)
    }
  }
  return (
    <ProblemForm
      {...props.form}
      saving={saving}
      onSave={(body, place) => void save(body, place)}
      onCancel={() => editor.onDone()}
    />
  )
}
