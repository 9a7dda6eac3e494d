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
  switchUpdate: endpoint(
    'PUT',
    '/admin/switch/update',
    schemas,
    (s) => ({ input: s.SwitchUpdate, output: s.Nothing }),
    {
      summary:
        "Turns the site's switches on or off (public and group discussion, contest comments; super admin). " +
        'Fields left out stay as they are; the current values are in get-website-config',
    },
  ),
} as const
