import { defineSlot } from '@oj/sdk/contract'

// The comment area (spec 2 §2: 'Comments use the shared comment area'), which other modules show in
// their own pages: a contest's comment tab passes its cid, a discussion page its did.

export interface CommentAreaProps {
  /** Exactly one of the two: a discussion's comments or a contest's. */
  readonly did?: number
  readonly cid?: number
}

export const DiscussionSlots = {
  /** The comment area of a discussion or a contest. */
  commentArea: defineSlot<CommentAreaProps>('discussion.comments'),
} as const
