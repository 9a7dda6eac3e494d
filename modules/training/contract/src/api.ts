import { endpoint } from '@oj/sdk/contract'

// The module's calls (api-surface.txt: the training rows; hoj-wire.txt: their fields). The schemas
// load lazily, so web code that imports these descriptors for their paths and types pulls in no
// schema library (ADR 0008).
const schemas = () => import('./schemas.ts')

/** What users call: the list, a training's detail, registration, problems and rank. */
export const TrainingApi = {
  categories: endpoint(
    'GET',
    '/get-training-category',
    schemas,
    (s) => ({ input: s.NoInput, output: s.TrainingCategories }),
    {
      summary: 'Every training category (with its colour)',
    },
  ),
  list: endpoint(
    'GET',
    '/get-training-list',
    schemas,
    (s) => ({ input: s.TrainingListQuery, output: s.TrainingPage }),
    {
      summary: 'A page of visible trainings (keyword, auth, categoryId filters), 15 by default',
    },
  ),
  detail: endpoint(
    'GET',
    '/get-training-detail',
    schemas,
    (s) => ({ input: s.TidQuery, output: s.TrainingVO }),
    {
      summary: 'A training, with the caller’s progress (acCount of problemCount)',
    },
  ),
  access: endpoint('GET', '/get-training-access', schemas, (s) => ({ input: s.TidQuery, output: s.Access }), {
    summary: 'Whether the caller registered for the training',
  }),
  register: endpoint(
    'POST',
    '/register-training',
    schemas,
    (s) => ({ input: s.RegisterTrainingInput, output: s.Nothing }),
    { summary: 'Registers the caller for a private training with its password' },
  ),
  problems: endpoint(
    'GET',
    '/get-training-problem-list',
    schemas,
    (s) => ({ input: s.TidQuery, output: s.TrainingProblemRows }),
    { summary: 'The training’s problems with the caller’s status on each' },
  ),
  rank: endpoint(
    'GET',
    '/get-training-rank',
    schemas,
    (s) => ({ input: s.TrainingRankQuery, output: s.TrainingRankPage }),
    {
      summary: 'The training’s rank (solved problems, then total run time), 30 a page',
    },
  ),
} as const

/** The admin area's training calls. */
export const TrainingAdminApi = {
  get: endpoint(
    'GET',
    '/admin/training',
    schemas,
    (s) => ({ input: s.TidQuery, output: s.TrainingDetailDTO }),
    {
      summary: 'A training with its category and password, to edit',
    },
  ),
  create: endpoint(
    'POST',
    '/admin/training',
    schemas,
    (s) => ({ input: s.TrainingDTOInput, output: s.Nothing }),
    {
      summary: 'Creates a training',
    },
  ),
  update: endpoint(
    'PUT',
    '/admin/training',
    schemas,
    (s) => ({ input: s.TrainingDTOInput, output: s.Nothing }),
    {
      summary: 'Changes a training',
    },
  ),
  remove: endpoint('DELETE', '/admin/training', schemas, (s) => ({ input: s.TidQuery, output: s.Nothing }), {
    summary: 'Deletes a training with its problems, registrations and progress',
  }),
  changeStatus: endpoint(
    'PUT',
    '/admin/training/change-training-status',
    schemas,
    (s) => ({ input: s.ChangeStatusInput, output: s.Nothing }),
    { summary: 'Shows or hides a training' },
  ),
  list: endpoint(
    'GET',
    '/admin/training/get-training-list',
    schemas,
    (s) => ({ input: s.AdminTrainingListQuery, output: s.AdminTrainingPage }),
    { summary: 'The trainings the caller administers' },
  ),
  problems: endpoint(
    'GET',
    '/admin/training/get-problem-list',
    schemas,
    (s) => ({ input: s.AdminTrainingProblemsQuery, output: s.AdminTrainingProblems }),
    { summary: 'A training’s problems (queryExisted) or the public problems to add' },
  ),
  addProblem: endpoint(
    'POST',
    '/admin/training/add-problem-from-public',
    schemas,
    (s) => ({ input: s.AddTrainingProblemInput, output: s.Nothing }),
    { summary: 'Adds a public problem to a training' },
  ),
  importRemote: endpoint(
    'GET',
    '/admin/training/import-remote-oj-problem',
    schemas,
    (s) => ({ input: s.ImportRemoteInput, output: s.Nothing }),
    { summary: 'Adds a remote judge’s problem (already in the bank) to a training', also: ['POST'] },
  ),
  removeProblem: endpoint(
    'DELETE',
    '/admin/training/problem',
    schemas,
    (s) => ({ input: s.RemoveTrainingProblemInput, output: s.Nothing }),
    { summary: 'Takes a problem out of a training' },
  ),
  updateProblem: endpoint(
    'PUT',
    '/admin/training/problem',
    schemas,
    (s) => ({ input: s.UpdateTrainingProblemInput, output: s.Nothing }),
    { summary: 'Changes a training problem’s display id or rank' },
  ),
  addCategory: endpoint(
    'POST',
    '/admin/training/category',
    schemas,
    (s) => ({ input: s.CategoryInput, output: s.TrainingCategory }),
    { summary: 'Creates a training category' },
  ),
  updateCategory: endpoint(
    'PUT',
    '/admin/training/category',
    schemas,
    (s) => ({ input: s.CategoryInput, output: s.Nothing }),
    { summary: 'Changes a training category' },
  ),
  removeCategory: endpoint(
    'DELETE',
    '/admin/training/category',
    schemas,
    (s) => ({ input: s.CategoryIdQuery, output: s.Nothing }),
    { summary: 'Deletes a category no training uses' },
  ),
  registers: endpoint(
    'GET',
    '/admin/training/register',
    schemas,
    (s) => ({ input: s.RegisterListQuery, output: s.TrainingRegisterPage }),
    { summary: 'The users registered for a training' },
  ),
  registerStatus: endpoint(
    'PUT',
    '/admin/training/register',
    schemas,
    (s) => ({ input: s.RegisterStatusInput, output: s.Nothing }),
    { summary: 'Bans or readmits a registered user' },
  ),
  removeRegister: endpoint(
    'DELETE',
    '/admin/training/register',
    schemas,
    (s) => ({ input: s.RegisterRemoveQuery, output: s.Nothing }),
    { summary: 'Removes a user’s registration' },
  ),
} as const

/** A group's trainings (the group's scope owner says who sees and who manages them). */
export const GroupTrainingApi = {
  list: endpoint(
    'GET',
    '/group/get-training-list',
    schemas,
    (s) => ({ input: s.GroupTrainingListQuery, output: s.TrainingPage }),
    { summary: 'A page of the group’s visible trainings, for its members' },
  ),
  adminList: endpoint(
    'GET',
    '/group/get-admin-training-list',
    schemas,
    (s) => ({ input: s.GroupTrainingListQuery, output: s.AdminTrainingPage }),
    { summary: 'Every training of the group, for its admins' },
  ),
  get: endpoint(
    'GET',
    '/group/training',
    schemas,
    (s) => ({ input: s.TidQuery, output: s.TrainingDetailDTO }),
    { summary: 'A group training with its category and password, to edit' },
  ),
  create: endpoint(
    'POST',
    '/group/training',
    schemas,
    (s) => ({ input: s.GroupTrainingDTOInput, output: s.Nothing }),
    { summary: 'Creates a training in the group' },
  ),
  update: endpoint(
    'PUT',
    '/group/training',
    schemas,
    (s) => ({ input: s.GroupTrainingDTOInput, output: s.Nothing }),
    { summary: 'Changes a group training' },
  ),
  remove: endpoint('DELETE', '/group/training', schemas, (s) => ({ input: s.TidQuery, output: s.Nothing }), {
    summary: 'Deletes a group training with its problems, registrations and progress',
  }),
  changeStatus: endpoint(
    'PUT',
    '/group/change-training-status',
    schemas,
    (s) => ({ input: s.ChangeStatusInput, output: s.Nothing }),
    { summary: 'Shows or hides a group training' },
  ),
  problems: endpoint(
    'GET',
    '/group/get-training-problem-list',
    schemas,
    (s) => ({ input: s.AdminTrainingProblemsQuery, output: s.AdminTrainingProblems }),
    { summary: 'A group training’s problems (queryExisted) or the group’s problems to add' },
  ),
  updateProblem: endpoint(
    'PUT',
    '/group/training-problem',
    schemas,
    (s) => ({ input: s.UpdateTrainingProblemInput, output: s.Nothing }),
    { summary: 'Changes a group training problem’s display id or rank' },
  ),
  removeProblem: endpoint(
    'DELETE',
    '/group/training-problem',
    schemas,
    (s) => ({ input: s.GroupRemoveTrainingProblemInput, output: s.Nothing }),
    { summary: 'Takes a problem out of a group training' },
  ),
  addFromPublic: endpoint(
    'POST',
    '/group/add-training-problem-from-public',
    schemas,
    (s) => ({ input: s.AddTrainingProblemInput, output: s.Nothing }),
    { summary: 'Adds a public problem of the bank to a group training' },
  ),
  addFromGroup: endpoint(
    'POST',
    '/group/add-training-problem-from-group',
    schemas,
    (s) => ({ input: s.AddGroupTrainingProblemInput, output: s.Nothing }),
    { summary: 'Adds a problem of the same group (by its display id) to a group training' },
  ),
} as const
