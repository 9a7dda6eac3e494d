import { matchAdminRoute } from '@oj/sdk/web'
import type { ReactNode } from 'react'

import { ContestAnnouncementsAdmin } from './contest-announcements-admin.tsx'
import { ContestEditPage } from './contest-edit-page.tsx'
import { ContestListAdmin } from './contest-list-admin.tsx'
import { ContestProblemsAdmin } from './contest-problems-admin.tsx'

// The admin area's contest section (the platform's 'admin.sections' slot): `path` is the rest of the
// admin route. Pages: contest, contest/create, contest/<id>/edit, contest/<id>/announcement,
// contest/<id>/problems; any other path is another section's (null).

export type AdminPage =
  | { readonly page: 'list' }
  | { readonly page: 'create' }
  | { readonly page: 'edit' | 'announcement' | 'problems'; readonly cid: number }

const PAGES = {
  list: 'contest',
  create: 'contest/create',
  edit: 'contest/:cid/edit',
  announcement: 'contest/:cid/announcement',
  problems: 'contest/:cid/problems',
} as const

/** The page of an admin path, or undefined when it is not this section's (the SDK's admin sub-router). */
export function adminPageOf(path: string): AdminPage | undefined {
  const found = matchAdminRoute(path, PAGES)
  if (!found) return undefined
  if (found.key === 'list' || found.key === 'create') return { page: found.key }
  return { page: found.key, cid: found.params['cid'] as number }
}

export default function ContestAdmin({ path }: { readonly path: string }): ReactNode {
  const page = adminPageOf(path)
  if (!page) return null
  switch (page.page) {
    case 'list':
      return <ContestListAdmin />
    case 'create':
      return <ContestEditPage />
    case 'edit':
      return <ContestEditPage cid={page.cid} />
    case 'announcement':
      return <ContestAnnouncementsAdmin cid={page.cid} />
    case 'problems':
      return <ContestProblemsAdmin cid={page.cid} />
  }
}
