import type { ContestAnnouncementsSlotProps } from '@oj/contests-contract'
import type { ReactNode } from 'react'

import { ContestAnnouncementsPage } from './contest-announcements-admin.tsx'

/** The 'contests.announcements' slot: a contest's announcements page with the host's calls. */
export default function ContestAnnouncementsSlot(props: ContestAnnouncementsSlotProps): ReactNode {
  return <ContestAnnouncementsPage cid={props.cid} calls={props.calls} onBack={props.onBack} />
}
