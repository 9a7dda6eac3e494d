import { endpoint } from '@oj/sdk/contract'

// The admin area's contest calls (api-surface.txt [admin/contest]; hoj-wire.txt). The route rules
// admit the admin roles; each call on one contest also checks that the caller administers it (root,
// or the contest's creator). Schemas load lazily, as ./api.ts's.
const schemas = () => import('./admin-schemas.ts')

export const ContestAdminApi = {
  get: endpoint(
    'GET',
    '/admin/contest',
    schemas,
    (s) => ({ input: s.AdminCidQuery, output: s.AdminContestView }),
    { summary: 'A contest with every field of the admin form (root or its creator)' },
  ),
  create: endpoint(
    'POST',
    '/admin/contest',
    schemas,
    (s) => ({ input: s.AdminContestInput, output: s.Nothing }),
    {
      summary:
        'Creates a contest (checks in the form’s order: title, description, times, duration, password)',
    },
  ),
  update: endpoint(
    'PUT',
    '/admin/contest',
    schemas,
    (s) => ({ input: s.AdminContestInput, output: s.Nothing }),
    {
      summary:
        'Edits a contest (root or its creator); a change of times, seal, rule or stars rebuilds its board',
    },
  ),
  remove: endpoint(
    'DELETE',
    '/admin/contest',
    schemas,
    (s) => ({ input: s.AdminCidQuery, output: s.Nothing }),
    { summary: 'Deletes a contest with its problems list, registrations, announcements and board (root)' },
  ),
  list: endpoint(
    'GET',
    '/admin/contest/get-contest-list',
    schemas,
    (s) => ({ input: s.AdminContestListQuery, output: s.AdminContestPage }),
    {
      summary:
        'The contests the caller administers (all for root), latest start first; keyword in title or id',
    },
  ),
  clone: endpoint(
    'GET',
    '/admin/contest/clone',
    schemas,
    (s) => ({ input: s.AdminCidQuery, output: s.Nothing }),
    {
      summary:
        'Copies a contest’s settings into a new one “[Cloned]” owned by the caller (as HOJ: not its problems)',
    },
  ),
  changeVisible: endpoint(
    'PUT',
    '/admin/contest/change-contest-visible',
    schemas,
    (s) => ({ input: s.ChangeVisibleQuery, output: s.Nothing }),
    { summary: 'Shows or hides a contest (root or its creator)' },
  ),
  announcements: endpoint(
    'GET',
    '/admin/contest/announcement',
    schemas,
    (s) => ({ input: s.AdminAnnouncementQuery, output: s.AnnouncementPage }),
    { summary: 'A page of a contest’s announcements, hidden ones too, newest first' },
  ),
  addAnnouncement: endpoint(
    'POST',
    '/admin/contest/announcement',
    schemas,
    (s) => ({ input: s.AnnouncementInput, output: s.Nothing }),
    { summary: 'Adds an announcement to a contest' },
  ),
  updateAnnouncement: endpoint(
    'PUT',
    '/admin/contest/announcement',
    schemas,
    (s) => ({ input: s.AnnouncementInput, output: s.Nothing }),
    { summary: 'Edits a contest announcement (title, content, visible or hidden)' },
  ),
  removeAnnouncement: endpoint(
    'DELETE',
    '/admin/contest/announcement',
    schemas,
    (s) => ({ input: s.AidQuery, output: s.Nothing }),
    { summary: 'Deletes a contest announcement' },
  ),
  problems: endpoint(
    'GET',
    '/admin/contest/get-problem-list',
    schemas,
    (s) => ({ input: s.AdminContestProblemsQuery, output: s.AdminContestProblems }),
    {
      summary:
        'The contest’s problems by display id; with problemType, the public bank’s problems not in it (to add)',
    },
  ),
  contestProblem: endpoint(
    'GET',
    '/admin/contest/contest-problem',
    schemas,
    (s) => ({ input: s.ContestProblemKey, output: s.ContestProblemRow }),
    { summary: 'A problem’s place in a contest: display id, display title, balloon colour' },
  ),
  setContestProblem: endpoint(
    'PUT',
    '/admin/contest/contest-problem',
    schemas,
    (s) => ({ input: s.ContestProblemInput, output: s.ContestProblemRow }),
    {
      summary:
        'Changes a contest problem’s display id, title or balloon colour (its records and board follow)',
    },
  ),
  addFromPublic: endpoint(
    'POST',
    '/admin/contest/add-problem-from-public',
    schemas,
    (s) => ({ input: s.AddFromPublicInput, output: s.Nothing }),
    {
      summary: 'Adds a problem of the bank to a contest under a display id (its title as the display title)',
    },
  ),
  importRemote: endpoint(
    'GET',
    '/admin/contest/import-remote-oj-problem',
    schemas,
    (s) => ({ input: s.ImportRemoteInput, output: s.Nothing }),
    {
      summary:
        'Adds a remote judge’s problem (already in the bank as NAME-problemId) to a contest under a display id',
    },
  ),
  removeProblem: endpoint(
    'DELETE',
    '/admin/contest/problem',
    schemas,
    (s) => ({ input: s.RemoveProblemQuery, output: s.Nothing }),
    { summary: 'Removes a problem from a contest, with its records on the board (root, problem_admin)' },
  ),
  ownProblem: endpoint(
    'GET',
    '/admin/contest/problem',
    schemas,
    (s) => ({ input: s.ContestOwnProblemQuery, output: s.EditableProblem }),
    {
      summary:
        'A problem as its editor sees it (root, problem_admin, its author, or the admin of a contest holding it)',
    },
  ),
  createProblem: endpoint(
    'POST',
    '/admin/contest/problem',
    schemas,
    (s) => ({ input: s.ContestOwnProblemInput, output: s.CreatedContestProblem }),
    {
      summary:
        'Creates a contest-only problem (auth 3) with its test data; with cid, adds it to that contest under displayId',
    },
  ),
  updateProblem: endpoint(
    'PUT',
    '/admin/contest/problem',
    schemas,
    (s) => ({ input: s.ContestOwnProblemInput, output: s.Nothing }),
    { summary: 'Changes a contest problem (and its test data when given)' },
  ),
} as const
