import { endpoint } from '../shared/endpoint.ts'

const schemas = () => import('./messages.schemas.ts')

const box = (path: string, summary: string) =>
  endpoint('GET', path, schemas, (s) => ({ input: s.BoxQuery, output: s.InteractionPage }), { summary })
const notices = (path: string, summary: string) =>
  endpoint('GET', path, schemas, (s) => ({ input: s.BoxQuery, output: s.NoticePage }), { summary })

/** The message center (spec 2 §2) and the super admin's system notices. */
export const MessagesApi = {
  unread: endpoint('GET', '/msg/unread', schemas, (s) => ({ input: s.NoInput, output: s.UnreadCounts }), {
    summary: "The caller's unread messages per box",
  }),
  comment: box('/msg/comment', 'A page of the comment box, newest first; the page is marked read'),
  reply: box('/msg/reply', 'A page of the reply box, newest first; the page is marked read'),
  like: box('/msg/like', 'A page of the like box, newest first; the page is marked read'),
  sys: notices('/msg/sys', 'A page of the system notices, newest first; the page is marked read'),
  mine: notices('/msg/mine', "A page of the caller's own messages, newest first; the page is marked read"),
  clean: endpoint('DELETE', '/msg/clean', schemas, (s) => ({ input: s.CleanQuery, output: s.Nothing }), {
    summary: 'Deletes one message of a box (id), or all of them',
  }),
  adminNotices: endpoint(
    'GET',
    '/admin/msg/notice',
    schemas,
    (s) => ({ input: s.NoticeListQuery, output: s.AdminNoticePage }),
    { summary: 'A page of the system notices sent, newest first' },
  ),
  sendNotice: endpoint(
    'POST',
    '/admin/msg/notice',
    schemas,
    (s) => ({ input: s.NewNotice, output: s.NoticeCreated }),
    {
      summary:
        'Sends a system notice to everyone (All), one user (Single), some (Nominated) or the administrators (Admin)',
    },
  ),
  changeNotice: endpoint(
    'PUT',
    '/admin/msg/notice',
    schemas,
    (s) => ({ input: s.ChangedNotice, output: s.Nothing }),
    { summary: "Changes a notice's text and audience" },
  ),
  deleteNotice: endpoint(
    'DELETE',
    '/admin/msg/notice',
    schemas,
    (s) => ({ input: s.NoticeId, output: s.Nothing }),
    {
      summary: 'Deletes a notice and every copy of it',
    },
  ),
} as const
