import type { ContestView } from '@oj/contests-contract'
import type { ReactNode } from 'react'

import { AcHelper } from './ac-helper.tsx'
import { AdminPrint, PrintForm } from './print.tsx'
import { ScrollSetup } from './scroll-setup.tsx'
import type { ToolTab } from './tool-tabs.ts'

/** The page of a tool tab. */
export function ContestTool(props: { readonly tab: ToolTab; readonly contest: ContestView }): ReactNode {
  const { tab, contest } = props
  if (tab === 'print') return <PrintForm cid={contest.id} />
  if (tab === 'admin-print') return <AdminPrint cid={contest.id} />
  if (tab === 'ac-info') return <AcHelper cid={contest.id} />
  return <ScrollSetup contest={contest} />
}
