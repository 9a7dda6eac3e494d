import { endpoint } from '@oj/sdk/contract'

// The problems of a scope's own (HOJ names the scope in the path: /group/...): the problems module
// stores and serves them, and asks the scope's owner (the SDK's ScopeOwners, under 'gid') who may see
// them (its members) and who may manage them (its admins their own, its root every one). Display ids
// carry the scope's fixed prefix (ScopeRole.problemPrefix). Schemas in scoped.schemas.ts.
const schemas = () => import('./scoped.schemas.ts')

export const ScopedProblemsApi = {
  list: endpoint(
    'GET',
    '/group/get-problem-list',
    schemas,
    (s) => ({ input: s.ScopedListQuery, output: s.ProblemListPage }),
    { summary: 'A group’s problems its members see (auth 1), by display id, 10 a page' },
  ),
  adminList: endpoint(
    'GET',
    '/group/get-admin-problem-list',
    schemas,
    (s) => ({ input: s.ScopedListQuery, output: s.BankProblemPage }),
    { summary: 'Every problem of the group, newest first, for its admins' },
  ),
  tags: endpoint(
    'GET',
    '/group/get-all-problem-tags',
    schemas,
    (s) => ({ input: s.GidQuery, output: s.Tags }),
    {
      summary: 'The tags the group’s problems carry',
    },
  ),
  problem: endpoint(
    'GET',
    '/group/problem',
    schemas,
    (s) => ({ input: s.PidQuery, output: s.EditedProblem }),
    {
      summary: 'A group problem with its checker, for its editor (its author among the admins, or the root)',
    },
  ),
  create: endpoint(
    'POST',
    '/group/problem',
    schemas,
    (s) => ({ input: s.AdminProblemInput, output: s.SavedProblem }),
    { summary: 'Creates a problem in the group (problem.gid), its display id under the group’s prefix' },
  ),
  update: endpoint(
    'PUT',
    '/group/problem',
    schemas,
    (s) => ({ input: s.AdminProblemInput, output: s.SavedProblem }),
    { summary: 'Changes a group problem (its author among the admins, or the root)' },
  ),
  remove: endpoint('DELETE', '/group/problem', schemas, (s) => ({ input: s.PidQuery, output: s.Nothing }), {
    summary: 'Deletes a group problem with its test data and submissions',
  }),
  changeAuth: endpoint(
    'PUT',
    '/group/change-problem-auth',
    schemas,
    (s) => ({ input: s.ScopedAuthInput, output: s.Nothing }),
    { summary: 'Makes a group problem public in the group, private or contest-only' },
  ),
  applyPublic: endpoint(
    'PUT',
    '/group/apply-public',
    schemas,
    (s) => ({ input: s.ApplyPublicInput, output: s.Nothing }),
    { summary: 'Asks (or stops asking) for a group problem to join the public bank' },
  ),
  problemCases: endpoint(
    'GET',
    '/group/get-problem-cases',
    schemas,
    (s) => ({ input: s.ProblemCasesQuery, output: s.ProblemCases }),
    { summary: 'A group problem’s test cases, for those who may manage it' },
  ),
  compileSpj: endpoint(
    'POST',
    '/group/compile-spj',
    schemas,
    (s) => ({ input: s.ScopedCompileInput, output: s.Nothing }),
    { summary: 'Compiles a group problem’s special judge (the group’s admins); a compile error is a 400' },
  ),
  compileInteractive: endpoint(
    'POST',
    '/group/compile-interactive',
    schemas,
    (s) => ({ input: s.ScopedCompileInput, output: s.Nothing }),
    { summary: 'Compiles a group problem’s interactor (the group’s admins); a compile error is a 400' },
  ),
} as const

/** The admin area's review of the problems asking to join the public bank. */
export const ScopedProblemsReviewApi = {
  list: endpoint(
    'GET',
    '/admin/group-problem/list',
    schemas,
    (s) => ({ input: s.ReviewListQuery, output: s.BankProblemPage }),
    { summary: 'Group problems asking to join the public bank (or answered), newest first' },
  ),
  changeProgress: endpoint(
    'PUT',
    '/admin/group-problem/change-progress',
    schemas,
    (s) => ({ input: s.ChangeProgressInput, output: s.Nothing }),
    { summary: 'Accepts (2: the problem joins the public bank) or refuses (3) a group problem' },
  ),
} as const
