import type { Group, GroupAnnouncementVO, GroupMemberVO, GroupRankRow, GroupVO } from '@oj/groups-contract'
import type { Answers } from '@oj/sdk/stories'

// Sample data of the stories.

const sampleGroup: Group = {
  id: 7,
  avatar: null,
  name: 'Algorithms class of 2026 — evening section for the second year',
  shortName: 'ALGO26',
  brief: 'Weekly problems and contests for the algorithms course',
  description: 'Welcome! **Solve the weekly set** before Friday.\n\n- Week 1: sorting\n- Week 2: graphs',
  owner: 'teacher',
  uid: 'u-t',
  auth: 3,
  visible: true,
  status: 0,
  code: 'K7PQ2M',
  gmtCreate: '2026-09-01T08:00:00.000Z',
  gmtModified: '2026-11-20T08:00:00.000Z',
}

const card = (
  id: number,
  name: string,
  auth: number,
  owner: string,
  memberCount: number,
  visible = true,
): GroupVO => ({
  id,
  avatar: null,
  owner,
  name,
  shortName: `G${id}ABCD`,
  brief: 'A group for practising contest problems every week together',
  description: '',
  auth,
  visible,
  memberCount,
  gmtCreate: '2026-09-01T08:00:00.000Z',
})

export const sampleCards: ReadonlyArray<GroupVO> = [
  card(7, sampleGroup.name, 3, 'teacher', 31),
  card(8, 'Open practice', 1, 'alice', 120),
  card(9, 'Olympiad team', 2, 'coach', 12, false),
]

const member = (
  uid: string,
  username: string,
  auth: number,
  reason: string | null = null,
): GroupMemberVO => ({
  id: uid.length,
  gid: 7,
  uid,
  username,
  auth,
  reason,
  gmtCreate: '2026-09-02T09:30:00.000Z',
  gmtModify: '2026-10-01T10:00:00.000Z',
})

const sampleMembers: ReadonlyArray<GroupMemberVO> = [
  member('u-t', 'teacher', 5),
  member('u-a', 'assistant', 4),
  member('u-1', 'alice', 3),
  member('u-b', 'bob', 3),
]
const sampleApplications: ReadonlyArray<GroupMemberVO> = [
  member('u-s', 'student', 1, 'I am in the evening section of the course.'),
  member('u-x', 'xavier', 2, 'Please let me in'),
]

const sampleAnnouncements: ReadonlyArray<GroupAnnouncementVO> = [
  {
    id: 1,
    title: 'Week 2 is open',
    content: 'Graphs: BFS and DFS. The complexity is $O(n + m)$.\n\n```cpp\nint main() {}\n```',
    uid: 'u-t',
    username: 'teacher',
    status: 0,
    gmtCreate: '2026-11-10T08:00:00.000Z',
    gmtModified: '2026-11-10T08:00:00.000Z',
  },
  {
    id: 2,
    title: 'Contest on Friday',
    content: 'Two hours, ACM rules.',
    uid: 'u-a',
    username: 'assistant',
    status: 1,
    gmtCreate: '2026-11-12T08:00:00.000Z',
    gmtModified: '2026-11-12T08:00:00.000Z',
  },
]

const sampleRank: ReadonlyArray<GroupRankRow> = [
  {
    uid: 'u-1',
    username: 'alice',
    nickname: 'ally',
    signature: null,
    avatar: null,
    titleName: 'Top',
    titleColor: '#e6a23c',
    score: 300,
    total: 5,
    ac: 3,
  },
  {
    uid: 'u-b',
    username: 'bob',
    nickname: null,
    signature: null,
    avatar: null,
    titleName: null,
    titleColor: null,
    score: 100,
    total: 4,
    ac: 1,
  },
]

export const pageOf = <T>(records: ReadonlyArray<T>, size = 15) => ({
  records,
  total: records.length,
  size,
  current: 1,
  pages: 1,
})

/** The answers of a group's frame for a caller of this level (0 a stranger, 5 the root). */
export function groupAnswers(level: number, group: Group = sampleGroup): Answers {
  return {
    '/get-group-detail': () => group,
    '/get-group-auth': () => level,
    '/get-group-access': () => ({ access: level >= 3 }),
    '/group/get-announcement-list': () =>
      pageOf(
        sampleAnnouncements.filter((a) => a.status === 0),
        5,
      ),
    '/group/get-admin-announcement-list': () => pageOf(sampleAnnouncements, 10),
    '/group/get-member-list': () => pageOf(sampleMembers, 10),
    '/group/get-apply-list': () => pageOf(sampleApplications, 10),
    '/get-group-rank-list': (q) => pageOf(q.get('type') === '1' ? [...sampleRank].reverse() : sampleRank, 30),
  }
}
