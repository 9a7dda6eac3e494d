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

/** The page of an admin path, or undefined when it is not this section's. */
export function adminPageOf(path: string): AdminPage | undefined {
  const parts = path
    .replace(/^\/+|\/+$/g, '')
    .replace(/^admin\//, '')
    .split('/')
  if (parts[0] !== 'contest') return undefined
  if (parts.length === 1) return { page: 'list' }
  if (parts.length === 2 && parts[1] === 'create') return { page: 'create' }
  if (parts.length === 3 && /^[1-9]\d{0,9}$/.test(parts[1] ?? '')) {
    const cid = Number(parts[1])
    if (parts[2] === 'edit' || parts[2] === 'announcement' || parts[2] === 'problems')
      return { page: parts[2], cid }
  }
  return undefined
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
