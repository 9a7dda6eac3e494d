/**
 * The calls of the API surface that the restriction roles take away (spec 1 §3, §6: no-submit,
 * no-discussion, muted and their combinations), with the permission each must check. Whichever
 * module serves one of these must declare `auth: { perms: [...] }` with at least this permission;
 * test/accounts-roles.test.ts holds every enabled module to it.
 */
export const RESTRICTED_CALLS: ReadonlyArray<{ readonly call: string; readonly permission: string }> = [
  { call: 'POST /submit-problem-judge', permission: 'submit' },
  { call: 'POST /submit-problem-test-judge', permission: 'submit' },
  { call: 'POST /discussion', permission: 'discussion_add' },
  { call: 'PUT /discussion', permission: 'discussion_edit' },
  { call: 'DELETE /discussion', permission: 'discussion_del' },
  { call: 'POST /comment', permission: 'comment_add' },
  { call: 'POST /reply', permission: 'reply_add' },
  { call: 'POST /group', permission: 'group_add' },
  { call: 'DELETE /group', permission: 'group_del' },
]
