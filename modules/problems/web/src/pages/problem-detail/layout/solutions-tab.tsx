import { ProblemsSlots, type ProblemTabProps } from '@oj/problems-contract'
import { Empty } from '@oj/sdk/ui'
import { Slot } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

/**
 * The Solutions tab: what other modules contribute to the 'problem.tabs' slot (the discussion module's
 * solutions), or a short note when no enabled module contributes.
 */
export function SolutionsTab(props: ProblemTabProps): ReactNode {
  return (
    <Slot
      def={ProblemsSlots.problemTabs}
      props={props}
      empty={<Empty message={<FormattedMessage id="problems.detail.solutions.empty" />} />}
    />
  )
}
