import { defineSlot } from '@oj/sdk/contract'

import type { AdminContestInput, AdminContestView } from './admin-schemas.ts'

// The contest form as a slot, so that other modules' contests (a group's) reuse it with their own
// calls: the host passes the stored contest (or none to create one) and saves the body it gets.

export interface ContestFormSlotProps {
  /** The contest being edited (HOJ's AdminContestVO), or undefined for a new one. */
  readonly contest?: AdminContestView
  readonly pending?: boolean
  /** The body of the host's save call (HOJ's AdminContestVO), after the form's own checks passed. */
  readonly onSave: (input: AdminContestInput) => void
  readonly onCancel?: () => void
}

export const ContestsSlots = {
  contestForm: defineSlot<ContestFormSlotProps>('contests.form'),
} as const
