import { endpoint } from '../shared/endpoint.ts'

const schemas = () => import('./announcements.schemas.ts')

/** The home page's announcements and their admin calls. */
export const AnnouncementsApi = {
  shown: endpoint(
    'GET',
    '/get-common-announcement',
    schemas,
    (s) => ({ input: s.PageQuery, output: s.AnnouncementPage }),
    { summary: 'A page of the shown announcements, newest first' },
  ),
  all: endpoint(
    'GET',
    '/admin/announcement',
    schemas,
    (s) => ({ input: s.PageQuery, output: s.AnnouncementPage }),
    {
      summary: 'A page of every announcement, hidden ones too, newest first',
    },
  ),
  add: endpoint(
    'POST',
    '/admin/announcement',
    schemas,
    (s) => ({ input: s.NewAnnouncement, output: s.Created }),
    {
      summary: 'Posts an announcement',
    },
  ),
  change: endpoint(
    'PUT',
    '/admin/announcement',
    schemas,
    (s) => ({ input: s.ChangedAnnouncement, output: s.Nothing }),
    { summary: "Changes an announcement's title, content or status" },
  ),
  remove: endpoint(
    'DELETE',
    '/admin/announcement',
    schemas,
    (s) => ({ input: s.AnnouncementId, output: s.Nothing }),
    { summary: 'Deletes an announcement' },
  ),
} as const
