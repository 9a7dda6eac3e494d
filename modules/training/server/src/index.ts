import { PlatformSlots } from '@oj/sdk'
import { defineServerModule } from '@oj/sdk/server'
import {
  GroupTrainingApi,
  MODULE_ID,
  TrainingAdminApi,
  TrainingApi,
  TrainingRoutes,
} from '@oj/training-contract'

import {
  addCategory,
  addProblem,
  adminTrainingList,
  adminTrainingProblems,
  changeStatus,
  createTraining,
  deleteTraining,
  getTraining,
  importRemote,
  registerList,
  removeCategory,
  removeProblem,
  removeRegister,
  setRegisterStatus,
  updateCategory,
  updateProblem,
  updateTraining,
} from './admin.ts'
import {
  addGroupTrainingProblemFromGroup,
  addGroupTrainingProblemFromPublic,
  changeGroupTrainingStatus,
  createGroupTraining,
  deleteGroupTraining,
  getGroupTraining,
  groupAdminTrainingList,
  groupTrainingList,
  groupTrainingProblems,
  removeGroupTrainingProblem,
  updateGroupTraining,
  updateGroupTrainingProblem,
} from './group.ts'
import { messages } from './messages.ts'
import { judgedSubscription } from './progress.ts'
import { trainingScope } from './scope.ts'
import { seedTrainings } from './seed.ts'
import {
  listCategories,
  listTrainings,
  registerTraining,
  trainingAccess,
  trainingDetail,
  trainingProblems,
  trainingRank,
} from './trainings.ts'

const admins = { rolesAny: ['root', 'admin', 'problem_admin'] } as const
const problemAdmins = { rolesAny: ['root', 'problem_admin'] } as const

/** The training module (installed in platform/server/src/composition.ts, enabled by OJ_MODULES). */
export default defineServerModule({
  id: MODULE_ID,
  requires: ['problems'],
  migrations: new URL('../migrations', import.meta.url),
  messages,
  routes: (api) => {
    api.handle(TrainingApi.categories, { auth: 'anon', handler: listCategories })
    api.handle(TrainingApi.list, { auth: 'anon', handler: listTrainings })
    api.handle(TrainingApi.detail, { auth: 'login', handler: trainingDetail })
    api.handle(TrainingApi.access, { auth: 'login', handler: trainingAccess })
    api.handle(TrainingApi.register, { auth: 'login', handler: registerTraining })
    api.handle(TrainingApi.problems, { auth: 'login', handler: trainingProblems })
    api.handle(TrainingApi.rank, { auth: 'login', handler: trainingRank })

    api.handle(TrainingAdminApi.get, { auth: admins, handler: getTraining })
    api.handle(TrainingAdminApi.create, { auth: admins, handler: createTraining })
    api.handle(TrainingAdminApi.update, { auth: admins, handler: updateTraining })
    api.handle(TrainingAdminApi.remove, { auth: { rolesAny: ['root'] }, handler: deleteTraining })
    api.handle(TrainingAdminApi.changeStatus, { auth: admins, handler: changeStatus })
    api.handle(TrainingAdminApi.list, { auth: admins, handler: adminTrainingList })
    api.handle(TrainingAdminApi.problems, { auth: admins, handler: adminTrainingProblems })
    api.handle(TrainingAdminApi.addProblem, { auth: admins, handler: addProblem })
    api.handle(TrainingAdminApi.importRemote, { auth: admins, handler: importRemote })
    api.handle(TrainingAdminApi.removeProblem, { auth: problemAdmins, handler: removeProblem })
    api.handle(TrainingAdminApi.updateProblem, { auth: problemAdmins, handler: updateProblem })
    api.handle(TrainingAdminApi.addCategory, { auth: problemAdmins, handler: addCategory })
    api.handle(TrainingAdminApi.updateCategory, { auth: problemAdmins, handler: updateCategory })
    api.handle(TrainingAdminApi.removeCategory, { auth: problemAdmins, handler: removeCategory })
    api.handle(TrainingAdminApi.registers, { auth: admins, handler: registerList })
    api.handle(TrainingAdminApi.registerStatus, { auth: admins, handler: setRegisterStatus })
    api.handle(TrainingAdminApi.removeRegister, { auth: admins, handler: removeRegister })

    // A group's trainings: the group (the owner of the scope 'gid') says who sees and manages them.
    const g = GroupTrainingApi
    api.handle(g.list, { auth: 'login', handler: groupTrainingList })
    api.handle(g.adminList, { auth: 'login', handler: groupAdminTrainingList })
    api.handle(g.get, { auth: 'login', handler: getGroupTraining })
    api.handle(g.create, { auth: 'login', handler: createGroupTraining })
    api.handle(g.update, { auth: 'login', handler: updateGroupTraining })
    api.handle(g.remove, { auth: 'login', handler: deleteGroupTraining })
    api.handle(g.changeStatus, { auth: 'login', handler: changeGroupTrainingStatus })
    api.handle(g.problems, { auth: 'login', handler: groupTrainingProblems })
    api.handle(g.updateProblem, { auth: 'login', handler: updateGroupTrainingProblem })
    api.handle(g.removeProblem, { auth: 'login', handler: removeGroupTrainingProblem })
    api.handle(g.addFromPublic, { auth: 'login', handler: addGroupTrainingProblemFromPublic })
    api.handle(g.addFromGroup, { auth: 'login', handler: addGroupTrainingProblemFromGroup })
  },
  contributes: [trainingScope],
  subscriptions: [judgedSubscription],
  web: {
    routes: [TrainingRoutes.list],
    nav: [{ id: MODULE_ID, label: 'training.nav', to: TrainingRoutes.list, order: 35 }],
    // A training's pages (/training/<tid>/...) are an area: the top bar shows its tabs there.
    areas: [
      {
        id: MODULE_ID,
        prefix: TrainingRoutes.list,
        tabs: [
          { id: 'overview', label: 'training.area.overview', path: '', match: '^$' },
          { id: 'problems', label: 'training.area.problems', path: 'problems', match: '^problems?(/.*)?$' },
          { id: 'rank', label: 'training.area.rank', path: 'rank', match: '^rank$' },
          {
            id: 'submissions',
            label: 'training.area.submissions',
            path: 'submissions',
            match: '^submission(s|-detail/.*)$',
          },
        ],
      },
    ],
    // The admin area's training pages, and a group's trainings under its tab (scope.section).
    slots: [PlatformSlots.adminSections.id, 'scope.section'],
    adminMenu: [
      { id: 'training', label: 'training.adminMenu.trainings', path: 'training', order: 40, role: 'admin' },
      {
        id: 'training-category',
        label: 'training.adminMenu.categories',
        path: 'training/category',
        order: 41,
        role: 'admin',
      },
    ],
  },
  seedDemo: seedTrainings,
})
