import { Card } from '@oj/sdk/ui'
import { usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { ImportExport } from './import-export.tsx'
import ProblemEditor from './problem-form/problem-editor.tsx'
import { ProblemListAdmin } from './problem-list-admin.tsx'
import { TagsAdmin } from './tags-admin.tsx'

/** Which bank page a route under /admin is (HOJ's admin routes). */
export type BankPage =
  | { readonly kind: 'list' }
  | { readonly kind: 'create' }
  | { readonly kind: 'edit'; readonly pid: number }
  | { readonly kind: 'tags' }
  | { readonly kind: 'transfer' }
  | undefined

export function bankPageOf(path: string): BankPage {
  const segments = path.replace(/^\/+|\/+$/g, '').split('/')
  const [first, second, third] = segments
  if (first === 'problems' && segments.length === 1) return { kind: 'list' }
  if (first !== 'problem') return undefined
  if (second === undefined || second === 'create') return { kind: 'create' }
  if (second === 'tag') return { kind: 'tags' }
  if (second === 'batch-operation') return { kind: 'transfer' }
  if (second === 'edit' && third !== undefined && /^\d+$/.test(third))
    return { kind: 'edit', pid: Number(third) }
  return undefined
}

/** The problems module's admin pages (the admin.sections slot): list, create, edit, tags, import and export. */
export default function AdminSection(props: { readonly path: string }): ReactNode {
  const platform = usePlatform()
  const page = bankPageOf(props.path)
  const back = () => platform.navigate('/admin/problems')
  switch (page?.kind) {
    case 'list':
      return <ProblemListAdmin />
    case 'create':
      return (
        <Card title={<FormattedMessage id="problems.admin.form.createTitle" />} as="h2">
          <ProblemEditor onDone={back} />
        </Card>
      )
    case 'edit':
      return (
        <Card title={<FormattedMessage id="problems.admin.form.editTitle" />} as="h2">
          <ProblemEditor key={page.pid} pid={page.pid} onDone={back} />
        </Card>
      )
    case 'tags':
      return <TagsAdmin />
    case 'transfer':
      return <ImportExport />
    default:
      return null
  }
}
