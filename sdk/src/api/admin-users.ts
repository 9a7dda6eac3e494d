import { endpoint } from '../shared/endpoint.ts'

const schemas = () => import('./admin-users.schemas.ts')

/** The super admin's user management (spec 3 §2.11 "users (import, generate)"). */
export const AdminUsersApi = {
  list: endpoint(
    'GET',
    '/admin/user/get-user-list',
    schemas,
    (s) => ({ input: s.UserListQuery, output: s.UserPage }),
    { summary: 'A page of the users, newest first, with their roles; by keyword, or the admins only' },
  ),
  edit: endpoint('PUT', '/admin/user/edit-user', schemas, (s) => ({ input: s.EditUser, output: s.Nothing }), {
    summary:
      "Changes a user's name, real name, e-mail, password, role, title and status (1: cannot log in); " +
      'a new password or a ban ends their sessions',
  }),
  remove: endpoint(
    'DELETE',
    '/admin/user/delete-user',
    schemas,
    (s) => ({ input: s.DeleteUsers, output: s.Nothing }),
    { summary: 'Deletes users by uid (`ids`); never the caller, and a root only by a root', also: ['POST'] },
  ),
  checkImport: endpoint(
    'POST',
    '/admin/user/check-batch-user',
    schemas,
    (s) => ({ input: s.ImportUsers, output: s.ImportCheck }),
    { summary: 'Checks the rows of an import without importing: what is wrong with each' },
  ),
  importUsers: endpoint(
    'POST',
    '/admin/user/insert-batch-user',
    schemas,
    (s) => ({ input: s.ImportUsers, output: s.Nothing }),
    {
      summary:
        'Creates the users of the rows (username, password, e-mail, real name, gender, nickname, school); ' +
        "nothing is created while any row is bad (the refusal's data: every row's problems)",
    },
  ),
  generate: endpoint(
    'POST',
    '/admin/user/generate-user',
    schemas,
    (s) => ({ input: s.GenerateUsers, output: s.Generated }),
    { summary: 'Creates users prefix + number + suffix with random passwords; their list waits 30 minutes' },
  ),
  excel: endpoint(
    'GET',
    '/file/generate-user-excel',
    schemas,
    (s) => ({ input: s.ExcelKey, output: s.Json }),
    { summary: 'The generated accounts and their passwords as an xlsx file', raw: true, also: ['POST'] },
  ),
} as const
