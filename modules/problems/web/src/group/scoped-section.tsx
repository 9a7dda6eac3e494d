import type { ScopedSectionProps } from '@oj/sdk/web'
import type { ReactNode } from 'react'

import { GroupProblemSection } from './problem-section.tsx'
import { GroupSubmissionSection } from './submission-section.tsx'

/**
 * The problems module's fill of the `scope.section` slot: a group's problems (section 'problem') and
 * its submissions (section 'submission'); null for the sections other modules keep.
 */
export default function ScopedSection(props: ScopedSectionProps): ReactNode {
  if (props.scope.param !== 'gid') return null
  if (props.section === 'problem') return <GroupProblemSection {...props} />
  if (props.section === 'submission') return <GroupSubmissionSection {...props} />
  return null
}
