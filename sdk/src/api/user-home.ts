import { endpoint } from '../shared/endpoint.ts'

const schemas = () => import('./user-home.schemas.ts')

/** A user's public home: the profile with every enabled module's figures, and the calendar. */
export const UserHomeApi = {
  info: endpoint(
    'GET',
    '/get-user-home-info',
    schemas,
    (s) => ({ input: s.WhoQuery, output: s.UserHomeInfo }),
    {
      summary: "A user's public profile and figures (by uid or username; the caller without either)",
    },
  ),
  heatmap: endpoint(
    'GET',
    '/get-user-calendar-heatmap',
    schemas,
    (s) => ({ input: s.WhoQuery, output: s.CalendarHeatmap }),
    { summary: "A user's submissions per day of the last year" },
  ),
} as const
