import { BankApi, MarkdownApi, TagAdminApi } from '@oj/problems-contract'
import type { Router } from '@oj/sdk/server'

import { deleteMdImage, serveMdFile, uploadMdFile, uploadMdImage } from '../markdown/files.ts'
import type { Judging } from '../submissions/signals.ts'
import { downloadTestcase } from '../testcases/download.ts'
import { exportProblems } from '../transfer/export-hoj.ts'
import { importUpload } from '../transfer/import.ts'
import { fpsSource } from '../transfer/sources/fps.ts'
import { hojSource } from '../transfer/sources/hoj.ts'
import { hydroSource } from '../transfer/sources/hydro.ts'
import { kattisSource } from '../transfer/sources/kattis.ts'
import { polygonSource } from '../transfer/sources/polygon.ts'
import { qdojSource } from '../transfer/sources/qduoj.ts'
import { compileChecker } from './compile.ts'
import { adminProblem, changeProblemAuth, deleteProblem, problemTags } from './problem-admin.ts'
import { adminProblemList } from './problem-list.ts'
import {
  addClassification,
  addTag,
  classifications,
  deleteClassification,
  deleteTag,
  updateClassification,
  updateTag,
} from './tags-admin.ts'

const problemAdmins = { rolesAny: ['root', 'admin', 'problem_admin'] } as const
/** Deleting, importing and exporting problems, and the tags: root and problem admins (api-surface.txt, issue 35). */
const bankKeepers = { rolesAny: ['root', 'problem_admin'] } as const

/** The problem bank's admin calls: list, one problem, delete, auth, compile, test data, packages, tags. */
export function bankRoutes(router: Router<Judging>): void {
  router.handle(BankApi.problemList, { auth: problemAdmins, handler: adminProblemList })
  router.handle(BankApi.problem, { auth: problemAdmins, handler: adminProblem })
  router.handle(BankApi.deleteProblem, { auth: bankKeepers, handler: deleteProblem })
  router.handle(BankApi.changeAuth, { auth: problemAdmins, handler: changeProblemAuth })
  router.handle(BankApi.compileSpj, { auth: problemAdmins, handler: (i) => compileChecker(i, 'spj') })
  router.handle(BankApi.compileInteractive, {
    auth: problemAdmins,
    handler: (i) => compileChecker(i, 'interactive'),
  })
  router.handle(BankApi.problemTags, { auth: 'anon', handler: problemTags })
  router.handle(BankApi.downloadTestcase, { auth: problemAdmins, handler: downloadTestcase })
  router.handle(BankApi.exportProblem, { auth: bankKeepers, handler: exportProblems })
  router.handle(BankApi.importProblem, { auth: bankKeepers, handler: importUpload(hojSource) })
  router.handle(BankApi.importFps, { auth: bankKeepers, handler: importUpload(fpsSource) })
  router.handle(BankApi.importQdoj, { auth: bankKeepers, handler: importUpload(qdojSource) })
  router.handle(BankApi.importHydro, { auth: bankKeepers, handler: importUpload(hydroSource) })
  router.handle(BankApi.importKattis, { auth: bankKeepers, handler: importUpload(kattisSource) })
  router.handle(BankApi.importPolygon, { auth: bankKeepers, handler: importUpload(polygonSource) })

  router.handle(TagAdminApi.addTag, { auth: bankKeepers, handler: addTag })
  router.handle(TagAdminApi.updateTag, { auth: bankKeepers, handler: updateTag })
  router.handle(TagAdminApi.deleteTag, { auth: bankKeepers, handler: deleteTag })
  router.handle(TagAdminApi.classifications, { auth: bankKeepers, handler: classifications })
  router.handle(TagAdminApi.addClassification, { auth: bankKeepers, handler: addClassification })
  router.handle(TagAdminApi.updateClassification, { auth: bankKeepers, handler: updateClassification })
  router.handle(TagAdminApi.deleteClassification, { auth: bankKeepers, handler: deleteClassification })

  router.handle(MarkdownApi.uploadImage, { auth: 'login', handler: uploadMdImage })
  router.handle(MarkdownApi.uploadFile, { auth: 'login', handler: uploadMdFile })
  router.handle(MarkdownApi.deleteImage, { auth: 'login', handler: deleteMdImage })
  router.handle(MarkdownApi.file, { auth: 'anon', handler: serveMdFile })
}
