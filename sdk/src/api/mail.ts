import { endpoint } from '../shared/endpoint.ts'

const schemas = () => import('./mail.schemas.ts')

/** The embedded mailer's outbox, where the super admin reads what was sent without SMTP. */
export const MailApi = {
  outbox: endpoint(
    'GET',
    '/admin/mail/outbox',
    schemas,
    (s) => ({ input: s.PageQuery, output: s.OutboxPage }),
    {
      summary: 'A page of the mails sent, newest first (empty with SMTP, which keeps nothing)',
    },
  ),
} as const
