import { Slot, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'

/**
 * The Solutions tab: what other modules contribute to the 'problem.tabs' slot (the discussion module's
 * solutions), or a short note when no enabled module contributes.
 */
export function SolutionsTab(): ReactNode {
  const platform = usePlatform()
  const [count, setCount] = useState<number>()
  useEffect(() => {
    let live = true
    platform.loadSlot('problem.tabs').then(
      (found) => live && setCount(found.length),
      () => live && setCount(0),
    )
    return () => {
      live = false
    }
  }, [platform])
  if (count === undefined) return null
  if (count === 0) {
    return (
      <p className="oj-problem-empty" data-testid="solutions-empty">
        <FormattedMessage id="problems.detail.solutions.empty" />
      </p>
    )
  }
  return <Slot id="problem.tabs" />
}
