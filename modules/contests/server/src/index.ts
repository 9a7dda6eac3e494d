import {
  ContestAdminApi,
  ContestsApi,
  ContestsRoutes,
  ContestsSlots,
  GroupContestApi,
  MODULE_ID,
  VirtualContestApi,
} from '@oj/contests-contract'
import { ProblemsEvents } from '@oj/problems-contract/events'
import { PlatformSlots } from '@oj/sdk'
import { defineServerModule, on } from '@oj/sdk/server'
import { Effect } from 'effect'

import {
  addAnnouncement,
  adminAnnouncements,
  removeAnnouncement,
  updateAnnouncement,
} from './admin/announcements.ts'
import {
  adminContestList,
  changeVisible,
  cloneContest,
  createContest,
  deleteContest,
  getContest,
  updateContest,
} from './admin/contests.ts'
import { contestsDashboard } from './admin/dashboard.ts'
import { createOwnProblem, getOwnProblem, updateOwnProblem } from './admin/own-problems.ts'
import {
  addFromPublic,
  adminContestProblems,
  getContestProblem,
  importRemote,
  removeProblem,
  setContestProblem,
} from './admin/problems.ts'
import { downloadContestRank } from './board/download.ts'
import { contestRankStream } from './board/stream.ts'
import { applyJudged, applyJudgedBatch } from './board/update.ts'
import { acInfo, checkAc } from './contest/ac-helper.ts'
import { downloadAcSubmissions } from './contest/ac-submissions.ts'
import { contestAnnouncements, unreadAnnouncements } from './contest/announcements.ts'
import { contestComments } from './contest/comment-scope.ts'
import {
  contestAccess,
  contestInfo,
  contestProblems,
  contestRank,
  listContests,
  outsideBoard,
  outsideInfo,
  recentContests,
  registerContest,
} from './contest/contests.ts'
import { checkPrint, printFile, printList, submitPrint } from './contest/print.ts'
import { contestProblemDetail, contestSubmissions } from './contest/problem-calls.ts'
import { contestScope } from './contest/scope.ts'
import { scrollBoardInfo, scrollBoardSubmissions } from './contest/scroll-board.ts'
import {
  groupAddAnnouncement,
  groupAnnouncements,
  groupRemoveAnnouncement,
  groupUpdateAnnouncement,
} from './group/announcements.ts'
import {
  changeGroupContestVisible,
  createGroupContest,
  deleteGroupContest,
  getGroupContest,
  groupAdminContestList,
  groupContestList,
  updateGroupContest,
} from './group/contests.ts'
import {
  groupAddFromGroup,
  groupAddFromPublic,
  groupContestProblem,
  groupContestProblems,
  groupCreateProblem,
  groupRemoveProblem,
  groupSetContestProblem,
} from './group/problems.ts'
import { recordJudged, recordJudgedBatch } from './icpc/record.ts'
import { serveIcpcApi } from './icpc/serve.ts'
import { messages } from './messages.ts'
import { seedContests } from './seed.ts'
import { startVirtual, virtualInfo, virtualRank } from './virtual/http.ts'
import { routeJudged, routeJudgedBatch } from './virtual/judged.ts'

/** The most judged events handed to the boards in one transaction. */
const JUDGED_BATCH = 50

/** The contests module (installed in platform/server/src/composition.ts, enabled by OJ_MODULES). */
export default defineServerModule({
  id: MODULE_ID,
  requires: ['problems'],
  migrations: new URL('../migrations', import.meta.url),
  messages,
  routes: (api) => {
    api.handle(ContestsApi.list, { auth: 'anon', handler: listContests })
    api.handle(ContestsApi.info, { auth: 'login', handler: contestInfo })
    api.handle(ContestsApi.access, { auth: 'login', handler: contestAccess })
    api.handle(ContestsApi.register, { auth: 'login', handler: registerContest })
    api.handle(ContestsApi.problems, { auth: 'anon', handler: contestProblems })
    api.handle(ContestsApi.rank, { auth: 'login', handler: contestRank })
    api.handle(ContestsApi.rankStream, { auth: 'login', handler: contestRankStream })
    api.handle(ContestsApi.outsideBoard, { auth: 'anon', handler: outsideBoard })
    api.handle(ContestsApi.outsideInfo, { auth: 'anon', handler: outsideInfo })
    api.handle(ContestsApi.announcements, { auth: 'login', handler: contestAnnouncements })
    api.handle(ContestsApi.unreadAnnouncements, { auth: 'login', handler: unreadAnnouncements })
    api.handle(ContestsApi.problemDetail, { auth: 'login', handler: contestProblemDetail })
    api.handle(ContestsApi.submissions, { auth: 'login', handler: contestSubmissions })
    api.handle(ContestsApi.recent, { auth: 'anon', handler: recentContests })
    api.handle(ContestsApi.acInfo, { auth: 'login', handler: acInfo })
    api.handle(ContestsApi.checkAc, { auth: 'login', handler: checkAc })
    api.handle(ContestsApi.print, { auth: 'login', handler: submitPrint })
    api.handle(ContestsApi.printList, { auth: 'login', handler: printList })
    api.handle(ContestsApi.checkPrint, { auth: 'login', handler: checkPrint })
    api.handle(ContestsApi.printFile, { auth: 'login', handler: printFile })
    api.handle(ContestsApi.rankFile, { auth: 'login', handler: downloadContestRank })
    api.handle(ContestsApi.acSubmissionFile, { auth: 'login', handler: downloadAcSubmissions })
    api.handle(ContestsApi.scrollBoardInfo, { auth: 'anon', handler: scrollBoardInfo })
    api.handle(ContestsApi.scrollBoardSubmissions, { auth: 'anon', handler: scrollBoardSubmissions })
    // Virtual participation (virtual/): each call checks the caller may enter the contest.
    api.handle(VirtualContestApi.info, { auth: 'login', handler: virtualInfo })
    api.handle(VirtualContestApi.start, { auth: 'login', handler: startVirtual })
    api.handle(VirtualContestApi.rank, { auth: 'login', handler: virtualRank })
    // The admin area (api-surface [admin/contest]); each call also checks the contest is the caller's (or root).
    const admins = { rolesAny: ['root', 'admin', 'problem_admin'] } as const
    api.handle(ContestAdminApi.get, { auth: admins, handler: getContest })
    api.handle(ContestAdminApi.create, { auth: admins, handler: createContest })
    api.handle(ContestAdminApi.update, { auth: admins, handler: updateContest })
    api.handle(ContestAdminApi.remove, { auth: { rolesAny: ['root'] }, handler: deleteContest })
    api.handle(ContestAdminApi.list, { auth: admins, handler: adminContestList })
    api.handle(ContestAdminApi.clone, { auth: admins, handler: cloneContest })
    api.handle(ContestAdminApi.changeVisible, { auth: admins, handler: changeVisible })
    api.handle(ContestAdminApi.announcements, { auth: admins, handler: adminAnnouncements })
    api.handle(ContestAdminApi.addAnnouncement, { auth: admins, handler: addAnnouncement })
    api.handle(ContestAdminApi.updateAnnouncement, { auth: admins, handler: updateAnnouncement })
    api.handle(ContestAdminApi.removeAnnouncement, { auth: admins, handler: removeAnnouncement })
    api.handle(ContestAdminApi.problems, { auth: admins, handler: adminContestProblems })
    api.handle(ContestAdminApi.contestProblem, { auth: admins, handler: getContestProblem })
    api.handle(ContestAdminApi.setContestProblem, { auth: admins, handler: setContestProblem })
    api.handle(ContestAdminApi.addFromPublic, { auth: admins, handler: addFromPublic })
    api.handle(ContestAdminApi.importRemote, { auth: admins, handler: importRemote })
    api.handle(ContestAdminApi.ownProblem, { auth: admins, handler: getOwnProblem })
    api.handle(ContestAdminApi.createProblem, { auth: admins, handler: createOwnProblem })
    api.handle(ContestAdminApi.updateProblem, { auth: admins, handler: updateOwnProblem })
    api.handle(ContestAdminApi.removeProblem, {
      auth: { rolesAny: ['root', 'problem_admin'] },
      handler: removeProblem,
    })
    // A group's contests (group/): each call asks the group (the scope owner) who may see or manage.
    api.handle(GroupContestApi.list, { auth: 'login', handler: groupContestList })
    api.handle(GroupContestApi.adminList, { auth: 'login', handler: groupAdminContestList })
    api.handle(GroupContestApi.get, { auth: 'login', handler: getGroupContest })
    api.handle(GroupContestApi.create, { auth: 'login', handler: createGroupContest })
    api.handle(GroupContestApi.update, { auth: 'login', handler: updateGroupContest })
    api.handle(GroupContestApi.remove, { auth: 'login', handler: deleteGroupContest })
    api.handle(GroupContestApi.changeVisible, { auth: 'login', handler: changeGroupContestVisible })
    api.handle(GroupContestApi.problems, { auth: 'login', handler: groupContestProblems })
    api.handle(GroupContestApi.addFromPublic, { auth: 'login', handler: groupAddFromPublic })
    api.handle(GroupContestApi.addFromGroup, { auth: 'login', handler: groupAddFromGroup })
    api.handle(GroupContestApi.contestProblem, { auth: 'login', handler: groupContestProblem })
    api.handle(GroupContestApi.createProblem, { auth: 'login', handler: groupCreateProblem })
    api.handle(GroupContestApi.setContestProblem, { auth: 'login', handler: groupSetContestProblem })
    api.handle(GroupContestApi.removeProblem, { auth: 'login', handler: groupRemoveProblem })
    api.handle(GroupContestApi.announcements, { auth: 'login', handler: groupAnnouncements })
    api.handle(GroupContestApi.addAnnouncement, { auth: 'login', handler: groupAddAnnouncement })
    api.handle(GroupContestApi.updateAnnouncement, { auth: 'login', handler: groupUpdateAnnouncement })
    api.handle(GroupContestApi.removeAnnouncement, { auth: 'login', handler: groupRemoveAnnouncement })
    serveIcpcApi(api)
  },
  // The board first, then the ICPC event feed (a redelivery redoes both: each is idempotent); a
  // virtual run's submission goes to its run alone. A burst of verdicts (those waiting together, up
  // to JUDGED_BATCH) goes to the boards in one transaction, then to the feeds in another; a lone
  // verdict is never held back.
  subscriptions: [
    on(
      ProblemsEvents.judged,
      (event) => routeJudged(event, (real) => Effect.andThen(applyJudged(real), recordJudged(real))),
      {
        batch: {
          max: JUDGED_BATCH,
          handler: (events) =>
            routeJudgedBatch(events, (real) =>
              Effect.andThen(applyJudgedBatch(real), recordJudgedBatch(real)),
            ),
        },
      },
    ),
  ],
  contributes: [contestScope, contestComments],
  adminDashboard: contestsDashboard,
  web: {
    routes: [ContestsRoutes.list, ContestsRoutes.scrollBoard],
    nav: [{ id: MODULE_ID, label: 'contests.nav', to: ContestsRoutes.list, order: 40 }],
    // The home page's recent contests, the admin area's contest pages, and the form, problems and
    // announcements pages for other modules' contests (tools/modules/fills.test.ts holds this list
    // equal to the remote's fills).
    slots: [
      PlatformSlots.homeWidgets.id,
      PlatformSlots.adminSections.id,
      ContestsSlots.contestForm.id,
      ContestsSlots.contestProblems.id,
      ContestsSlots.contestAnnouncements.id,
      'scope.section',
    ],
    adminMenu: [
      { id: 'contest', label: 'contests.adminMenu.contests', path: 'contest', order: 50, role: 'admin' },
    ],
  },
  seedDemo: seedContests,
})
