import { endpoint } from '@oj/sdk/contract'

// A group's discussions (HOJ names the scope in the path: /group/...): stored with the discussions
// (their gid), seen and managed as the scope's owner says (the SDK's ScopeOwners, under 'gid'): its
// members see them and post, its admins manage every one, authors their own. Behind the site switch
// openGroupDiscussion. Their comments, likes and reports use the ordinary calls, which ask the same.
const schemas = () => import('./schemas.ts')

export const ScopedDiscussionApi = {
  list: endpoint(
    'GET',
    '/group/get-discussion-list',
    schemas,
    (s) => ({ input: s.GroupDiscussionListQuery, output: s.DiscussionPage }),
    { summary: 'A group’s shown discussions, pinned first then newest, for its members (pid: a problem’s)' },
  ),
  adminList: endpoint(
    'GET',
    '/group/get-admin-discussion-list',
    schemas,
    (s) => ({ input: s.GroupAdminDiscussionQuery, output: s.DiscussionPage }),
    { summary: 'Every discussion of the group (hidden ones too), for its admins' },
  ),
  add: endpoint(
    'POST',
    '/group/discussion',
    schemas,
    (s) => ({ input: s.GroupDiscussionInput, output: s.Discussion }),
    { summary: 'Posts a discussion in the group (gid), for its members (answers it; HOJ answers nothing)' },
  ),
  update: endpoint(
    'PUT',
    '/group/discussion',
    schemas,
    (s) => ({ input: s.GroupDiscussionInput, output: s.Nothing }),
    { summary: 'Edits a group discussion (its author or the group’s admins; they also pin and hide it)' },
  ),
  remove: endpoint(
    'DELETE',
    '/group/discussion',
    schemas,
    (s) => ({ input: s.DidQuery, output: s.Nothing }),
    { summary: 'Deletes a group discussion (its author or the group’s admins)' },
  ),
} as const
