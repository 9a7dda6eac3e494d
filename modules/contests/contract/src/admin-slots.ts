import { defineSlot } from '@oj/sdk/contract'

import type { ContestAdminApi } from './admin-api.ts'
import type { AdminContestInput, AdminContestView } from './admin-schemas.ts'

// The contest admin pages as slots, so that other modules' contests (a group's) reuse them with their
// own calls: the contest form (the host passes the stored contest, or none to create one, and saves
// the body it gets), and the contest's problems and announcements (the host passes its endpoints,
// which take and answer what the admin area's do: HOJ's /group/get-contest-problem-list answers as
// /admin/contest/get-problem-list, say; a copy of the admin descriptor with the host's path will do).

export interface ContestFormSlotProps {
  /** The contest being edited (HOJ's AdminContestVO), or undefined for a new one. */
  readonly contest?: AdminContestView
  readonly pending?: boolean
  /** The body of the host's save call (HOJ's AdminContestVO), after the form's own checks passed. */
  readonly onSave: (input: AdminContestInput) => void
  readonly onCancel?: () => void
}

/** An action the host adds to a page's toolbar (a group's "add from the group"), in its own words. */
export interface ContestPageAction {
  /** A stable id (the button's test id). */
  readonly id: string
  readonly label: string
  readonly onSelect: () => void
}

/** The calls of a contest's problems page. */
export interface ContestProblemsCalls {
  /** The contest (its title and rule). */
  readonly contest: typeof ContestAdminApi.get
  /** Its problems by display id; with problemType, the public bank's problems not in it. */
  readonly problems: typeof ContestAdminApi.problems
  readonly setContestProblem: typeof ContestAdminApi.setContestProblem
  readonly addFromPublic: typeof ContestAdminApi.addFromPublic
  readonly removeProblem: typeof ContestAdminApi.removeProblem
}

export interface ContestProblemsSlotProps {
  readonly cid: number
  readonly calls: ContestProblemsCalls
  /** Whether the caller may remove the contest's problems (the host's rule). */
  readonly mayRemove: boolean
  /**
   * The host's own ways to add a problem (its problems, a problem of its own made for the contest).
   * The page lists what `calls.problems` answers: a host's call that changes the list invalidates
   * that endpoint (`useApiMutation(…, { invalidates: [calls.problems] })`), and the page asks again.
   */
  readonly actions?: ReadonlyArray<ContestPageAction>
  /** Back to the host's list of contests; no back button without it. */
  readonly onBack?: () => void
}

/** The calls of a contest's announcements page. */
export interface ContestAnnouncementsCalls {
  readonly contest: typeof ContestAdminApi.get
  /** A page of them, hidden ones too. */
  readonly announcements: typeof ContestAdminApi.announcements
  readonly addAnnouncement: typeof ContestAdminApi.addAnnouncement
  readonly updateAnnouncement: typeof ContestAdminApi.updateAnnouncement
  /** Sent with the contest's id as well as the announcement's. */
  readonly removeAnnouncement: typeof ContestAdminApi.removeAnnouncement
}

export interface ContestAnnouncementsSlotProps {
  readonly cid: number
  readonly calls: ContestAnnouncementsCalls
  readonly onBack?: () => void
}

export const ContestsSlots = {
  contestForm: defineSlot<ContestFormSlotProps>('contests.form'),
  contestProblems: defineSlot<ContestProblemsSlotProps>('contests.problems'),
  contestAnnouncements: defineSlot<ContestAnnouncementsSlotProps>('contests.announcements'),
} as const
