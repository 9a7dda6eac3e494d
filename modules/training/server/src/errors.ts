import { badRequest, forbidden, notFound } from '@oj/sdk/server'

// The module's refusals, with their message ids (messages.ts holds both languages).
export const TrainingErrors = {
  notFound: () => notFound('training.error.notFound', 'The training does not exist or is not shown'),
  registerFirst: () =>
    forbidden('training.error.registerFirst', 'The training is private: register with its password first'),
  banned: () => forbidden('training.error.banned', 'You are banned from this training'),
  wrongPassword: () =>
    badRequest('training.error.wrongPassword', 'Wrong training password, please try again'),
  alreadyRegistered: () =>
    badRequest('training.error.alreadyRegistered', 'You have already registered for this training'),
  notPrivate: () =>
    badRequest('training.error.notPrivate', 'The training is public: no registration is needed'),
  problemNotInTraining: () => notFound('training.error.problemNotFound', 'No such problem in the training'),
  problemNotFound: () => notFound('training.error.bankProblemNotFound', 'The problem does not exist'),
  problemNotPublic: () =>
    badRequest(
      'training.error.problemNotPublic',
      'Only public problems of the bank can be added to a training',
    ),
  problemExists: () => badRequest('training.error.problemExists', 'The problem is already in the training'),
  displayIdTaken: () =>
    badRequest('training.error.displayIdTaken', 'Another problem of the training has this display id'),
  categoryNotFound: () => badRequest('training.error.categoryNotFound', 'The category does not exist'),
  categoryInUse: () =>
    badRequest('training.error.categoryInUse', 'The category is used by trainings and cannot be deleted'),
  privatePwdRequired: () =>
    badRequest('training.error.privatePwdRequired', 'A private training needs a password'),
  idRequired: () => badRequest('training.error.idRequired', 'The id of what to change is required'),
  remoteNotInBank: () =>
    badRequest(
      'training.error.remoteNotInBank',
      'That remote problem is not in the bank yet: add it to the bank first',
    ),
  registerNotFound: () =>
    notFound('training.error.registerNotFound', 'The user has not registered for the training'),
  categoryRequired: () => badRequest('training.error.categoryRequired', 'Choose the training’s category'),
  gidRequired: () => badRequest('training.error.gidRequired', 'The group of the training is required'),
  groupNotFound: () => notFound('training.error.groupNotFound', 'The group does not exist'),
  notGroupProblem: () =>
    badRequest(
      'training.error.notGroupProblem',
      'Only problems of the training’s group (not private ones) can be added from the group',
    ),
} as const
