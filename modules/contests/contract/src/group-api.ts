import { endpoint } from '@oj/sdk/contract'

// A group's own contests (api-surface [group]: /group/...). The contests module stores them (the
// contest's gid) and asks the scope's owner (the SDK's ScopeOwners, under 'gid') who may see them
// (its members) and who may manage them (its admins those they authored, its root every one).
const schemas = () => import('./admin-schemas.ts')
const publicSchemas = () => import('./schemas.ts')

export const GroupContestApi = {
  list: endpoint(
    'GET',
    '/group/get-contest-list',
    publicSchemas,
    (s) => ({ input: s.GroupContestListQuery, output: s.ContestPage }),
    { summary: 'A group’s visible contests, for its members; scheduled, running, then ended' },
  ),
  adminList: endpoint(
    'GET',
    '/group/get-admin-contest-list',
    schemas,
    (s) => ({ input: s.GroupContestListQuery, output: s.AdminContestPage }),
    { summary: 'Every contest of the group, latest start first, for its admins' },
  ),
  get: endpoint(
    'GET',
    '/group/contest',
    schemas,
    (s) => ({ input: s.AdminCidQuery, output: s.AdminContestView }),
    {
      summary: 'A group contest with every field of the form (its author among the admins, or the root)',
    },
  ),
  create: endpoint(
    'POST',
    '/group/contest',
    schemas,
    (s) => ({ input: s.AdminContestInput, output: s.Nothing }),
    { summary: 'Creates a contest in the group (gid), its author the caller (the group’s admins)' },
  ),
  update: endpoint(
    'PUT',
    '/group/contest',
    schemas,
    (s) => ({ input: s.AdminContestInput, output: s.Nothing }),
    {
      summary: 'Edits a group contest (its author among the admins, or the root)',
    },
  ),
  remove: endpoint(
    'DELETE',
    '/group/contest',
    schemas,
    (s) => ({ input: s.AdminCidQuery, output: s.Nothing }),
    {
      summary: 'Deletes a group contest with its problems list, registrations, announcements and board',
    },
  ),
  changeVisible: endpoint(
    'PUT',
    '/group/change-contest-visible',
    schemas,
    (s) => ({ input: s.ChangeVisibleQuery, output: s.Nothing }),
    { summary: 'Shows or hides a group contest (its author among the admins, or the root)' },
  ),
  problems: endpoint(
    'GET',
    '/group/get-contest-problem-list',
    schemas,
    (s) => ({ input: s.AdminContestProblemsQuery, output: s.AdminContestProblems }),
    {
      summary:
        'A group contest’s problems, or (with problemType) the public bank to add from (its author among the admins, or the root)',
    },
  ),
  addFromPublic: endpoint(
    'POST',
    '/group/add-contest-problem-from-public',
    schemas,
    (s) => ({ input: s.AddFromPublicInput, output: s.Nothing }),
    { summary: 'Adds a problem of the public bank to a group contest under a display id' },
  ),
  addFromGroup: endpoint(
    'POST',
    '/group/add-contest-problem-from-group',
    schemas,
    (s) => ({ input: s.AddFromGroupInput, output: s.Nothing }),
    { summary: 'Adds a problem of the same group (by its display id) to a group contest' },
  ),
  contestProblem: endpoint(
    'GET',
    '/group/contest-problem',
    schemas,
    (s) => ({ input: s.ContestProblemKey, output: s.ContestProblemRow }),
    { summary: 'A problem’s place in a group contest: display id, display title, balloon colour' },
  ),
  createProblem: endpoint(
    'POST',
    '/group/contest-problem',
    schemas,
    (s) => ({ input: s.ContestOwnProblemInput, output: s.CreatedContestProblem }),
    {
      summary:
        'Creates a contest-only problem of the group under its display id prefix (its admins); with cid, adds it to that contest under displayId',
    },
  ),
  setContestProblem: endpoint(
    'PUT',
    '/group/contest-problem',
    schemas,
    (s) => ({ input: s.ContestProblemInput, output: s.Nothing }),
    { summary: 'Sets a group contest problem’s display id, display title and balloon colour' },
  ),
  removeProblem: endpoint(
    'DELETE',
    '/group/contest-problem',
    schemas,
    (s) => ({ input: s.GroupRemoveProblemQuery, output: s.Nothing }),
    { summary: 'Removes a problem from a group contest, with its records on the board' },
  ),
  announcements: endpoint(
    'GET',
    '/group/get-contest-announcement-list',
    schemas,
    (s) => ({ input: s.AdminAnnouncementQuery, output: s.AnnouncementPage }),
    { summary: 'A page of a group contest’s announcements, hidden ones too, newest first' },
  ),
  addAnnouncement: endpoint(
    'POST',
    '/group/contest-announcement',
    schemas,
    (s) => ({ input: s.AnnouncementInput, output: s.Nothing }),
    { summary: 'Adds an announcement to a group contest' },
  ),
  updateAnnouncement: endpoint(
    'PUT',
    '/group/contest-announcement',
    schemas,
    (s) => ({ input: s.AnnouncementInput, output: s.Nothing }),
    { summary: 'Edits a group contest’s announcement (title, content, visible or hidden)' },
  ),
  removeAnnouncement: endpoint(
    'DELETE',
    '/group/contest-announcement',
    schemas,
    (s) => ({ input: s.GroupAidQuery, output: s.Nothing }),
    { summary: 'Deletes a group contest’s announcement' },
  ),
} as const
