import type { ContestProblemsSlotProps } from '@oj/contests-contract'
import type { ReactNode } from 'react'

import { ContestProblemsPage } from './contest-problems-admin.tsx'

/** The 'contests.problems' slot: a contest's problems page with the host's calls and actions. */
export default function ContestProblemsSlot(props: ContestProblemsSlotProps): ReactNode {
  return (
    <ContestProblemsPage
      cid={props.cid}
      calls={props.calls}
      mayRemove={props.mayRemove}
      actions={props.actions}
      onBack={props.onBack}
    />
  )
}
