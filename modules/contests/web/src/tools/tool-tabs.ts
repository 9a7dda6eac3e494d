import type { ContestView } from '@oj/contests-contract'
import type { UserInfo } from '@oj/sdk/web'

// Who sees which of the contest's tool tabs (spec 2 §2): Print when the contest opens print; Admin
// Print to its admins when print is open; the admin helper and the scroll board to its admins in ACM
// contests. The server checks each call again.

export const TOOL_TABS = ['print', 'admin-print', 'ac-info', 'scroll-board'] as const
export type ToolTab = (typeof TOOL_TABS)[number]

/** The contest's author or a super admin (the client's view of the server's rule). */
export const isContestAdminUser = (
  user: UserInfo | undefined,
  contest: Pick<ContestView, 'author'>,
): boolean => !!user && (user.username === contest.author || user.roleList.includes('root'))

export function toolTabs(
  user: UserInfo | undefined,
  contest: Pick<ContestView, 'author' | 'openPrint' | 'type'>,
): ReadonlyArray<ToolTab> {
  if (!user) return []
  const admin = isContestAdminUser(user, contest)
  const acm = contest.type === 0
  return TOOL_TABS.filter((tab) => {
    if (tab === 'print') return contest.openPrint
    if (tab === 'admin-print') return admin && contest.openPrint
    return admin && acm
  })
}
