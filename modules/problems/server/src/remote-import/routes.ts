import { RemoteImportApi } from '@oj/problems-contract'
import type { Router } from '@oj/sdk/server'
import { Effect } from 'effect'

import type { Judging } from '../submissions/signals.ts'
import { importRemoteProblem } from './remote-import.ts'

const problemAdmins = { rolesAny: ['root', 'admin', 'problem_admin'] } as const

/** GET|POST /admin/problem/import-remote-oj-problem: HOJ answers nothing; the problem is NAME-problemId. */
export function remoteImportRoutes(router: Router<Judging>): void {
  router.handle(RemoteImportApi.importRemote, {
    auth: problemAdmins,
    handler: ({ name, problemId }) => Effect.as(importRemoteProblem(name, problemId, 'refuse'), null),
  })
}
