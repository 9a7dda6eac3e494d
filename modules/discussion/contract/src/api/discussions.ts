import { endpoint } from '@oj/sdk/contract'

// Discussions, their categories, likes and reports (spec 2 §7 Discussions and comments).
const schemas = () => import('./schemas.ts')

export const DiscussionApi = {
  categories: endpoint(
    'GET',
    '/discussion-category',
    schemas,
    (s) => ({ input: s.NoParams, output: s.CategoryList }),
    { summary: 'The discussion categories, in order' },
  ),
  saveCategories: endpoint(
    'POST',
    '/discussion-category',
    schemas,
    (s) => ({ input: s.CategoryListInput, output: s.CategoryList }),
    { summary: 'Replaces the category list (super admin): entries without id are new, missing ones go' },
  ),
  list: endpoint(
    'GET',
    '/get-discussion-list',
    schemas,
    (s) => ({ input: s.DiscussionListQuery, output: s.DiscussionPage }),
    { summary: 'A page of discussions, pinned first then newest (cid: category, pid: problem)' },
  ),
  detail: endpoint(
    'GET',
    '/get-discussion-detail',
    schemas,
    (s) => ({ input: s.DidQuery, output: s.DiscussionDetail }),
    { summary: 'One discussion (counts a view)' },
  ),
  add: endpoint('POST', '/discussion', schemas, (s) => ({ input: s.DiscussionInput, output: s.Discussion }), {
    summary: 'Posts a discussion (answers it; HOJ answers nothing)',
  }),
  update: endpoint('PUT', '/discussion', schemas, (s) => ({ input: s.DiscussionInput, output: s.Nothing }), {
    summary: 'Edits a discussion (its author; the category stays)',
  }),
  remove: endpoint('DELETE', '/discussion', schemas, (s) => ({ input: s.DidQuery, output: s.Nothing }), {
    summary: 'Deletes a discussion (its author or an administrator)',
  }),
  like: endpoint(
    'GET',
    '/discussion-like',
    schemas,
    (s) => ({ input: s.DiscussionLikeQuery, output: s.Nothing }),
    { summary: 'Likes (toLike=true) or stops liking a discussion' },
  ),
  report: endpoint(
    'POST',
    '/discussion-report',
    schemas,
    (s) => ({ input: s.ReportInput, output: s.Nothing }),
    { summary: 'Reports a discussion (`#label` marks and a reason)' },
  ),
} as const

/** The admin area's calls (root, admin, problem_admin). */
export const DiscussionAdminApi = {
  remove: endpoint(
    'DELETE',
    '/admin/discussion',
    schemas,
    (s) => ({ input: s.DiscussionIds, output: s.Nothing }),
    { summary: 'Deletes discussions by id' },
  ),
  update: endpoint(
    'PUT',
    '/admin/discussion',
    schemas,
    (s) => ({ input: s.DiscussionInput, output: s.Nothing }),
    { summary: 'Pins (topPriority) or hides (status 1) a discussion' },
  ),
  reports: endpoint(
    'GET',
    '/admin/discussion-report',
    schemas,
    (s) => ({ input: s.PagingQuery, output: s.ReportPage }),
    { summary: 'A page of reports, newest first' },
  ),
  updateReport: endpoint(
    'PUT',
    '/admin/discussion-report',
    schemas,
    (s) => ({ input: s.ReportUpdate, output: s.Nothing }),
    { summary: 'Marks a report handled or not' },
  ),
} as const
