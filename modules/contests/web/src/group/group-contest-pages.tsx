import {
  ContestAdminApi,
  type ContestAnnouncementsCalls,
  type ContestProblemsCalls,
} from '@oj/contests-contract'
import { useNavigateTo } from '@oj/sdk/web'
import type { ReactNode } from 'react'

import { ContestAnnouncementsPage } from '../admin/contest-announcements-admin.tsx'
import { ContestProblemsPage } from '../admin/contest-problems-admin.tsx'
import type { GroupContext } from './group-section.tsx'

// A group contest's problems and announcements pages: the admin area's pages with HOJ's group calls
// (/group/...), which take and answer what the admin area's do.

const problemCalls: ContestProblemsCalls = {
  contest: { ...ContestAdminApi.get, path: '/group/contest' },
  problems: { ...ContestAdminApi.problems, path: '/group/get-contest-problem-list' },
  setContestProblem: { ...ContestAdminApi.setContestProblem, path: '/group/contest-problem' },
  addFromPublic: { ...ContestAdminApi.addFromPublic, path: '/group/add-contest-problem-from-public' },
  removeProblem: { ...ContestAdminApi.removeProblem, path: '/group/contest-problem' },
}

const announcementCalls: ContestAnnouncementsCalls = {
  contest: { ...ContestAdminApi.get, path: '/group/contest' },
  announcements: { ...ContestAdminApi.announcements, path: '/group/get-contest-announcement-list' },
  addAnnouncement: { ...ContestAdminApi.addAnnouncement, path: '/group/contest-announcement' },
  updateAnnouncement: { ...ContestAdminApi.updateAnnouncement, path: '/group/contest-announcement' },
  removeAnnouncement: { ...ContestAdminApi.removeAnnouncement, path: '/group/contest-announcement' },
}

export function GroupContestProblems(props: {
  readonly group: GroupContext
  readonly cid: number
}): ReactNode {
  const navigateTo = useNavigateTo()
  return (
    <ContestProblemsPage
      cid={props.cid}
      calls={problemCalls}
      group={{ gid: props.group.gid }}
      mayRemove
      onBack={() => navigateTo(`${props.group.base}/admin`)}
    />
  )
}

export function GroupContestAnnouncements(props: {
  readonly group: GroupContext
  readonly cid: number
}): ReactNode {
  const navigateTo = useNavigateTo()
  return (
    <ContestAnnouncementsPage
      cid={props.cid}
      calls={announcementCalls}
      onBack={() => navigateTo(`${props.group.base}/admin`)}
    />
  )
}
