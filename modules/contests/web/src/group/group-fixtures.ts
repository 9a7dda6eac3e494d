import { demoAdminContest, demoAnswers, groupAnswers } from '../admin/admin-fixtures.ts'
import type { Answers } from '../admin/admin-world.tsx'
import { demoContests } from '../pages/contest-fixtures.ts'

// Made-up answers of a group's contest calls (group 3): its members' list, its admin list (the admin
// area's rows), one contest, its problems and announcements; changes answer null.

const adminRows = demoAnswers['/admin/contest/get-contest-list']

export const groupContestAnswers: Answers = {
  ...groupAnswers,
  '/group/get-contest-list': () => ({
    records: demoContests,
    total: demoContests.length,
    size: 10,
    current: 1,
    pages: 1,
  }),
  '/group/get-admin-contest-list': (q, b, m) => adminRows?.(q, b, m),
  '/group/contest': (_q, _b, method) => (method === 'GET' ? { ...demoAdminContest, gid: 3 } : null),
}
