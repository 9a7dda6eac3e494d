export const MODULE_ID = 'admin'

/** Web routes under the base path (spec 3 §2.11): the admin area is everything under `/admin`. */
export const AdminRoutes = {
  /** The area's prefix; `/admin` itself goes to the dashboard. */
  root: '/admin',
  /** The admin sign-in, the area's one public page. */
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  /** The site switches (super admin). */
  switch: '/admin/switch',
  /** Users: list, edit, import, generate (super admin). */
  user: '/admin/user',
  announcement: '/admin/announcement',
  notice: '/admin/notice',
  /** Web, carousel, mail, database and service (super admin). */
  conf: '/admin/conf',
  /** The embedded mail outbox (super admin). */
  mail: '/admin/mail',
} as const
