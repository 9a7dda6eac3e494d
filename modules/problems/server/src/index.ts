import { MODULE_ID, WebRoutes } from '@oj/problems-contract'
import { defineServerModule, joinCatalogues } from '@oj/sdk/server'

import { problemCatalog } from './catalog.ts'
import { problemsDashboard } from './home/dashboard.ts'
import { problemsUserHome } from './home/user-home.ts'
import { messages } from './messages.ts'
import { rankCopiesOnJudged } from './ranks/copies.ts'
import { remoteImports } from './remote-import/remote-import.ts'
import { problemRoutes } from './routes.ts'
import { scopedCalls } from './scopes/scoped-calls.ts'
import { seedDemo } from './seed/demo.ts'
import { problemsSettings, settingMessages } from './settings.ts'
import { submissionCodes } from './submissions/codes.ts'
import { heartbeatSubscription, judgedSubscription, judgingLayer } from './submissions/layer.ts'
import type { JudgeTimings, Judging } from './submissions/signals.ts'
import { problemEditor } from './testcases/editor.ts'
import { filesInUse } from './testcases/files-in-use.ts'

export type { JudgeTimings } from './submissions/signals.ts'

/** The module with its judging timings changed (tests shorten the sweeper's deadline, ...). */
export const createProblemsModule = (timings: Partial<JudgeTimings> = {}) =>
  defineServerModule<Judging>({
    id: MODULE_ID,
    requires: [],
    migrations: new URL('../migrations', import.meta.url),
    layer: judgingLayer(timings),
    routes: problemRoutes,
    // One subscription per subject and module (they would share a durable): the judged event wakes
    // the status streams and refreshes the rank's name copies.
    subscriptions: [heartbeatSubscription, judgedSubscription(rankCopiesOnJudged)],
    contributes: [scopedCalls, problemCatalog, problemEditor, submissionCodes, remoteImports],
    messages: joinCatalogues(messages, settingMessages),
    siteSettings: problemsSettings,
    userHome: problemsUserHome,
    adminDashboard: problemsDashboard,
    web: {
      routes: Object.values(WebRoutes),
      nav: [
        { id: 'problems', label: 'problems.nav.problem', to: WebRoutes.problemList, order: 20 },
        { id: 'status', label: 'problems.nav.status', to: WebRoutes.submissionList, order: 50 },
        {
          id: 'rank',
          label: 'problems.nav.rank',
          order: 55,
          children: [
            { id: 'acm-rank', label: 'problems.nav.acmRank', to: '/acm-rank', order: 0 },
            { id: 'oi-rank', label: 'problems.nav.oiRank', to: '/oi-rank', order: 1 },
          ],
        },
      ],
      userMenu: [
        {
          id: 'submissions',
          label: 'problems.user.submissions',
          to: `${WebRoutes.submissionList}?onlyMine=true`,
          order: 10,
        },
      ],
      slots: [
        'home.widgets',
        'home.side',
        'help.sections',
        'user.home.sections',
        'problem.page',
        'submission.list',
        'submission.detail',
        'problem.editor',
        'admin.sections',
        'scope.section',
      ],
      // The bank's admin pages (admin.sections): /admin/problems, /admin/problem (create, edit/<pid>),
      // /admin/problem/tag, /admin/problem/batch-operation (import and export).
      adminMenu: [
        { id: 'problems', label: 'problems.adminMenu.problems', path: 'problems', order: 20, role: 'admin' },
        {
          id: 'problem',
          label: 'problems.adminMenu.createProblem',
          path: 'problem',
          order: 21,
          role: 'admin',
        },
        {
          id: 'problem-tag',
          label: 'problems.adminMenu.tags',
          path: 'problem/tag',
          order: 22,
          role: 'admin',
        },
        {
          id: 'problem-batch',
          label: 'problems.adminMenu.importExport',
          path: 'problem/batch-operation',
          order: 23,
          role: 'admin',
        },
      ],
    },
    seedDemo,
    filesInUse,
  })

export default createProblemsModule()
