import { endpoint } from '../shared/endpoint.ts'

const schemas = () => import('./admin.schemas.ts')

/** The admin area's sign-in and the dashboard's calls the platform serves (spec 3, admin/dashboard). */
export const AdminApi = {
  login: endpoint('POST', '/admin/login', schemas, (s) => ({ input: s.LoginInput, output: s.LoginReply }), {
    summary:
      'Logs in to the admin area (root, admin or problem_admin only): the user info and the session token, as /login',
  }),
  dashboardInfo: endpoint(
    'GET',
    '/admin/dashboard/get-dashboard-info',
    schemas,
    (s) => ({ input: s.NoInput, output: s.DashboardInfo }),
    { summary: 'The dashboard figures: users, submissions today, contests in the next 14 days' },
  ),
  lastSession: endpoint(
    'POST',
    '/admin/dashboard/get-sessions',
    schemas,
    (s) => ({ input: s.NoInput, output: s.LastSession }),
    { summary: "The caller's previous sign-in (the current one when there is no other)", also: ['GET'] },
  ),
  serviceInfo: endpoint(
    'GET',
    '/admin/config/get-service-info',
    schemas,
    (s) => ({ input: s.NoInput, output: s.ServiceInfo }),
    { summary: "This server's machine: CPU cores, CPU and memory load", also: ['POST'] },
  ),
  logout: endpoint('GET', '/admin/logout', schemas, (s) => ({ input: s.NoInput, output: s.Nothing }), {
    summary: "Ends the session of the token sent (an administrator's)",
    also: ['POST'],
  }),
  recentLogins: endpoint(
    'GET',
    '/admin/dashboard/recent-logins',
    schemas,
    (s) => ({ input: s.RecentLoginsQuery, output: s.RecentLogins }),
    { summary: 'The latest sign-ins to the site, newest first: who, when, from where' },
  ),
  judging: endpoint(
    'GET',
    '/admin/dashboard/judging',
    schemas,
    (s) => ({ input: s.NoInput, output: s.JudgingChart }),
    { summary: 'Submissions and accepted ones per hour over the last 24 hours' },
  ),
} as const
