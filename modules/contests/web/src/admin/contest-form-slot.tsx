import type { ContestFormSlotProps } from '@oj/contests-contract'
import type { ReactNode } from 'react'

import { ContestForm } from './contest-form.tsx'
import { emptyContestForm, fromView } from './contest-form-model.ts'

/** The 'contests.form' slot: the contest form with the host's contest and save call. */
export default function ContestFormSlot(props: ContestFormSlotProps): ReactNode {
  return (
    <ContestForm
      key={props.contest?.id ?? 'new'}
      initial={props.contest ? fromView(props.contest) : emptyContestForm}
      pending={props.pending ?? false}
      onSave={props.onSave}
      {...(props.onCancel ? { onCancel: props.onCancel } : {})}
    />
  )
}
