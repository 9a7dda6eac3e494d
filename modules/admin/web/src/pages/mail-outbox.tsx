import { AdminConfigApi, MailApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, Dialog, type TableColumn } from '@oj/sdk/ui'
import { AdminList, type EndpointOutput, useApiQuery, useNavigateTo } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage } from 'react-intl'

type SentMail = EndpointOutput<typeof MailApi.outbox>['records'][number]

const notice = css({
  bg: 'warning.subtle',
  borderRadius: 'md',
  px: '4',
  py: '3',
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
})
const body = css({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  m: '0',
  fontFamily: 'mono',
  fontSize: 'sm',
})
const meta = css({ display: 'grid', gap: '1', mb: '3', textStyle: 'bodySm', color: 'fg.muted' })

/**
 * /admin/mail (super admin): the embedded outbox. While no SMTP server is set, every mail the site
 * sends (registration codes, reset links) waits here, so a fresh installation can still let people
 * register: read the code here and pass it on.
 */
export function MailOutboxPage(): ReactNode {
  const navigate = useNavigateTo()
  const email = useApiQuery(AdminConfigApi.emailConfig, {}, { quiet: true })
  const [reading, setReading] = useState<SentMail>()
  const columns: Array<TableColumn<SentMail>> = [
    {
      key: 'sentAt',
      header: <FormattedMessage id="admin.mail.sentAt" />,
      width: '11rem',
      cell: (m) => <FormattedDate value={m.sentAt} dateStyle="short" timeStyle="medium" />,
    },
    { key: 'to', header: <FormattedMessage id="admin.mail.to" />, cell: (m) => m.to },
    {
      key: 'subject',
      header: <FormattedMessage id="admin.mail.subject" />,
      cell: (m) => m.subject,
      hideOnMobile: true,
    },
  ]
  const source = email.data?.source
  return (
    <>
      {source ? (
        <div className={notice} data-testid="admin-mail-source">
          <span>
            <FormattedMessage id={source === 'outbox' ? 'admin.mail.outboxInUse' : 'admin.mail.smtpInUse'} />
          </span>
          <Button size="sm" variant="outline" onClick={() => navigate('/admin/conf')}>
            <FormattedMessage id="admin.mail.toSettings" />
          </Button>
        </div>
      ) : null}
      <AdminList
        title={<FormattedMessage id="admin.mail.title" />}
        testId="admin-mail"
        endpoint={MailApi.outbox}
        columns={columns}
        rowKey={(m) => `${m.sentAt}-${m.to}-${m.subject}`}
        empty={<FormattedMessage id="admin.mail.empty" />}
        rowActions={(m) => (
          <Button size="sm" variant="outline" onClick={() => setReading(m)} data-testid="admin-mail-read">
            <FormattedMessage id="admin.mail.read" />
          </Button>
        )}
      />
      <Dialog
        open={reading !== undefined}
        onOpenChange={(open) => !open && setReading(undefined)}
        title={reading?.subject}
        size="lg"
      >
        {reading ? (
          <>
            <div className={meta}>
              <span>
                <FormattedMessage id="admin.mail.to" />: {reading.to}
              </span>
              <span>
                <FormattedDate value={reading.sentAt} dateStyle="medium" timeStyle="medium" />
              </span>
            </div>
            <pre className={body} data-testid="admin-mail-body">
              {reading.text}
            </pre>
          </>
        ) : null}
      </Dialog>
    </>
  )
}
