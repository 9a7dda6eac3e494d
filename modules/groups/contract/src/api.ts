import { endpoint } from '@oj/sdk/contract'

import { AVATAR_MAX_BYTES } from './constants.ts'

// The groups module's own calls (api-surface.txt: the group rows; hoj-wire.txt: their fields). A
// group's problems, trainings, contests and discussions are the other modules' objects with a gid:
// their /group/* calls are declared and served by the modules owning those objects, which ask the
// owner of the gid (the SDK's scope-owner extension point) who may see and manage them.
const schemas = () => import('./schemas.ts')

/** The group list, a group's detail and the caller's relation to it. */
export const GroupApi = {
  list: endpoint(
    'GET',
    '/get-group-list',
    schemas,
    (s) => ({ input: s.GroupListQuery, output: s.GroupPage }),
    {
      summary:
        'A page of groups (auth, keyword, onlyMine), 15 by default; hidden groups for their members only',
    },
  ),
  detail: endpoint('GET', '/get-group-detail', schemas, (s) => ({ input: s.GidQuery, output: s.Group }), {
    summary: 'A group (its invitation code for its admins only)',
  }),
  access: endpoint('GET', '/get-group-access', schemas, (s) => ({ input: s.GidQuery, output: s.Access }), {
    summary: 'Whether the caller may open the group’s content (a member, or a super admin)',
  }),
  auth: endpoint(
    'GET',
    '/get-group-auth',
    schemas,
    (s) => ({ input: s.GidQuery, output: s.GroupAuthLevel }),
    {
      summary: 'The caller’s level in the group: 0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root',
    },
  ),
  create: endpoint('POST', '/group', schemas, (s) => ({ input: s.CreateGroupInput, output: s.Nothing }), {
    summary:
      'Creates a group (within the site’s solved threshold and daily and total quotas); the caller owns it',
  }),
  update: endpoint('PUT', '/group', schemas, (s) => ({ input: s.UpdateGroupInput, output: s.Nothing }), {
    summary: 'Changes a group (its root, or a super admin)',
  }),
  disband: endpoint('DELETE', '/group', schemas, (s) => ({ input: s.GidQuery, output: s.Nothing }), {
    summary: 'Disbands a group (its owner, or a super admin)',
  }),
  rank: endpoint(
    'GET',
    '/get-group-rank-list',
    schemas,
    (s) => ({ input: s.GroupRankQuery, output: s.GroupRankPage }),
    { summary: 'The members’ rank in the group’s problems (type 0 ACM, 1 OI), 30 a page' },
  ),
  uploadAvatar: endpoint(
    'POST',
    '/file/upload-group-avatar',
    schemas,
    (s) => ({ input: s.GroupAvatarUpload, output: s.Group }),
    {
      summary: 'A new avatar of the group (multipart `image`, at most 2 MB, and `gid`), re-encoded as png',
      upload: AVATAR_MAX_BYTES + 64 * 1024,
    },
  ),
  avatarImage: endpoint(
    'GET',
    '/public/group-avatar/:name',
    schemas,
    (s) => ({ input: s.AvatarName, output: s.Raw }),
    { summary: 'A group’s avatar picture', raw: true },
  ),
} as const

/** Members: joining, applications, levels, leaving. */
export const GroupMemberApi = {
  members: endpoint(
    'GET',
    '/group/get-member-list',
    schemas,
    (s) => ({ input: s.MemberListQuery, output: s.GroupMemberPage }),
    { summary: 'The group’s members (levels 3-5), for those with access' },
  ),
  applications: endpoint(
    'GET',
    '/group/get-apply-list',
    schemas,
    (s) => ({ input: s.MemberListQuery, output: s.GroupMemberPage }),
    { summary: 'Applications (levels 1-2) with their reasons, for the group’s admins' },
  ),
  join: endpoint('POST', '/group/member', schemas, (s) => ({ input: s.JoinGroupInput, output: s.Nothing }), {
    summary: 'Joins a public group, or applies to a protected (reason) or private (code and reason) one',
  }),
  change: endpoint(
    'PUT',
    '/group/member',
    schemas,
    (s) => ({ input: s.UpdateMemberInput, output: s.Nothing }),
    {
      summary: 'Changes a member’s level (spec 3 §6: below the actor’s own, unless owner or super admin)',
    },
  ),
  remove: endpoint(
    'DELETE',
    '/group/member',
    schemas,
    (s) => ({ input: s.RemoveMemberInput, output: s.Nothing }),
    {
      summary: 'Removes a member or an application (never the owner; below the actor’s level unless owner)',
    },
  ),
  exit: endpoint('DELETE', '/group/member/exit', schemas, (s) => ({ input: s.GidQuery, output: s.Nothing }), {
    summary: 'Leaves a group (the owner cannot: they disband it)',
  }),
} as const

/** The group's announcements. */
export const GroupAnnouncementApi = {
  list: endpoint(
    'GET',
    '/group/get-announcement-list',
    schemas,
    (s) => ({ input: s.AnnouncementListQuery, output: s.GroupAnnouncementPage }),
    { summary: 'The group’s visible announcements, for members (5 a page on the home tab)' },
  ),
  adminList: endpoint(
    'GET',
    '/group/get-admin-announcement-list',
    schemas,
    (s) => ({ input: s.AnnouncementListQuery, output: s.GroupAnnouncementPage }),
    { summary: 'Every announcement of the group, hidden ones too, for its admins (10 a page)' },
  ),
  create: endpoint(
    'POST',
    '/group/announcement',
    schemas,
    (s) => ({ input: s.CreateAnnouncementInput, output: s.Nothing }),
    { summary: 'Posts an announcement in the group (its admins)' },
  ),
  update: endpoint(
    'PUT',
    '/group/announcement',
    schemas,
    (s) => ({ input: s.UpdateAnnouncementInput, output: s.Nothing }),
    { summary: 'Changes an announcement (its author, or the group’s root)' },
  ),
  remove: endpoint(
    'DELETE',
    '/group/announcement',
    schemas,
    (s) => ({ input: s.AidQuery, output: s.Nothing }),
    {
      summary: 'Deletes an announcement (its author, or the group’s root)',
    },
  ),
} as const
