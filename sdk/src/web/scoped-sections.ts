// A seam for the pages of a scope's objects: a group (the owner of a scope) shows, under one of its tabs,
// the objects another module keeps with the scope's id (a group's trainings, contests, discussions,
// problems, submissions). The owner passes the scope, the section and the caller's rights there; each
// module filling the slot renders only the sections it keeps and answers null for the others.
import { defineSlot } from '../shared/slot.ts'

export interface ScopedSectionProps {
  /** The scope as the calls name it (HOJ's gid) and its id. */
  readonly scope: { readonly param: 'gid'; readonly id: number }
  /** Which objects: 'problem', 'training', 'contest', 'discussion', 'submission'. */
  readonly section: string
  /** Where the section's pages live ('/group/7/training'); links go under it. */
  readonly base: string
  /** The rest of the path under `base` ('' the list, '12' an object, '12/problems' its page). */
  readonly rest: string
  /** The caller may create and manage objects in the scope (the owner's rule, spec 3 §6). */
  readonly manage: boolean
  /**
   * The fixed prefix of display ids of problems made in the scope (ScopeRole.problemPrefix: a group's
   * short name, upper case); '' or absent for none.
   */
  readonly problemPrefix?: string
}

export const ScopedSections = {
  section: defineSlot<ScopedSectionProps>('scope.section'),
} as const
