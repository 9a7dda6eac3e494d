import { ScopedProblemsApi, ScopedProblemsReviewApi } from '@oj/problems-contract'
import type { Router } from '@oj/sdk/server'

import type { Judging } from '../submissions/signals.ts'
import {
  applyPublic,
  changeProgress,
  changeScopedAuth,
  removeScopedProblem,
  reviewList,
  saveScopedProblem,
  scopedAdminList,
  scopedCases,
  scopedCompile,
  scopedList,
  scopedProblem,
  scopedTags,
} from './problems.ts'

const reviewers = { rolesAny: ['root', 'problem_admin'] } as const

/** A scope's own problems (access by the scope's owner), and the admin area's review of them. */
export function scopedRoutes(router: Router<Judging>): void {
  router.handle(ScopedProblemsApi.list, { auth: 'login', handler: scopedList })
  router.handle(ScopedProblemsApi.adminList, { auth: 'login', handler: scopedAdminList })
  router.handle(ScopedProblemsApi.tags, { auth: 'login', handler: scopedTags })
  router.handle(ScopedProblemsApi.problem, { auth: 'login', handler: scopedProblem })
  router.handle(ScopedProblemsApi.create, { auth: 'login', handler: (i) => saveScopedProblem(i, true) })
  router.handle(ScopedProblemsApi.update, { auth: 'login', handler: (i) => saveScopedProblem(i, false) })
  router.handle(ScopedProblemsApi.remove, { auth: 'login', handler: removeScopedProblem })
  router.handle(ScopedProblemsApi.changeAuth, { auth: 'login', handler: changeScopedAuth })
  router.handle(ScopedProblemsApi.applyPublic, { auth: 'login', handler: applyPublic })
  router.handle(ScopedProblemsApi.problemCases, { auth: 'login', handler: scopedCases })
  router.handle(ScopedProblemsApi.compileSpj, { auth: 'login', handler: (i) => scopedCompile(i, 'spj') })
  router.handle(ScopedProblemsApi.compileInteractive, {
    auth: 'login',
    handler: (i) => scopedCompile(i, 'interactive'),
  })
  router.handle(ScopedProblemsReviewApi.list, { auth: reviewers, handler: reviewList })
  router.handle(ScopedProblemsReviewApi.changeProgress, { auth: reviewers, handler: changeProgress })
}
