import { ProblemsSlots, type ProblemTabProps } from '@oj/problems-contract'
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
      empty={
        <p className="oj-problem-empty" data-testid="solutions-empty">
          <FormattedMessage id="problems.detail.solutions.empty" />
        </p>
      }
    />
  )
}
