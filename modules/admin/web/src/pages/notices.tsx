import { MessagesApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, Dialog, Select, type TableColumn, Tag, TextField } from '@oj/sdk/ui'
import { AdminList, type EndpointOutput, useApiMutation, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

type Notice = EndpointOutput<typeof MessagesApi.adminNotices>['records'][number]
type NoticeType = 'All' | 'Single' | 'Nominated' | 'Admin'

export interface NoticeValue {
  readonly id?: number
  readonly title: string
  readonly content: string
  readonly type: NoticeType
  /** Usernames, as typed: separated by commas, spaces or new lines. */
  readonly recipients: string
}

const TYPES: ReadonlyArray<NoticeType> = ['All', 'Admin', 'Single', 'Nominated']
const form = css({ display: 'grid', gap: '3' })
const footer = css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })

/** The usernames of the recipients field. */
export const recipientNames = (text: string) => [...new Set(text.split(/[\s,，;；]+/).filter(Boolean))]

/** The form's checks: message ids by field. */
export function checkNotice(v: NoticeValue): Partial<Record<'title' | 'content' | 'recipients', string>> {
  const errors: Partial<Record<'title' | 'content' | 'recipients', string>> = {}
  if (v.title.trim() === '') errors.title = 'admin.notices.error.titleRequired'
  else if (v.title.length > 255) errors.title = 'admin.notices.error.titleTooLong'
  if (v.content.trim() === '') errors.content = 'admin.notices.error.contentRequired'
  const names = recipientNames(v.recipients)
  if (v.type === 'Single' && names.length !== 1) errors.recipients = 'admin.notices.error.single'
  if (v.type === 'Nominated' && names.length === 0) errors.recipients = 'admin.notices.error.nominated'
  return errors
}

export interface NoticeDialogProps {
  readonly value: NoticeValue | undefined
  readonly saving?: boolean
  readonly onClose: () => void
  readonly onSave: (value: NoticeValue) => void
}

export function NoticeDialog(props: NoticeDialogProps): ReactNode {
  return (
    <Dialog
      open={props.value !== undefined}
      onOpenChange={(open) => !open && props.onClose()}
      size="lg"
      title={<FormattedMessage id={props.value?.id ? 'admin.notices.edit' : 'admin.notices.new'} />}
    >
      {props.value ? <NoticeForm {...props} value={props.value} /> : null}
    </Dialog>
  )
}

function NoticeForm(props: NoticeDialogProps & { readonly value: NoticeValue }): ReactNode {
  const intl = useIntl()
  const [v, setV] = useState(props.value)
  const [shown, setShown] = useState<Partial<Record<'title' | 'content' | 'recipients', string>>>({})
  const error = (key: 'title' | 'content' | 'recipients') =>
    shown[key] ? intl.formatMessage({ id: shown[key] }) : undefined
  const named = v.type === 'Single' || v.type === 'Nominated'
  return (
    <form
      className={form}
      data-testid="admin-notice-form"
      onSubmit={(event) => {
        event.preventDefault()
        const errors = checkNotice(v)
        setShown(errors)
        if (Object.keys(errors).length === 0) props.onSave({ ...v, title: v.title.trim() })
      }}
    >
      <TextField
        label={<FormattedMessage id="admin.notices.titleField" />}
        value={v.title}
        onChange={(e) => setV({ ...v, title: e.currentTarget.value })}
        error={error('title')}
        name="title"
      />
      <TextField
        label={<FormattedMessage id="admin.notices.content" />}
        hint={<FormattedMessage id="admin.announcements.markdown" />}
        value={v.content}
        multiline
        rows={8}
        onChange={(e) => setV({ ...v, content: e.currentTarget.value })}
        error={error('content')}
        name="content"
      />
      <Select
        label={<FormattedMessage id="admin.notices.type" />}
        value={v.type}
        onValueChange={(value) => setV({ ...v, type: value as NoticeType })}
        options={TYPES.map((t) => ({
          value: t,
          label: intl.formatMessage({ id: `admin.notices.type.${t}` }),
        }))}
        name="type"
      />
      {named ? (
        <TextField
          label={<FormattedMessage id="admin.notices.recipients" />}
          hint={<FormattedMessage id="admin.notices.recipientsHint" />}
          value={v.recipients}
          multiline
          rows={2}
          onChange={(e) => setV({ ...v, recipients: e.currentTarget.value })}
          error={error('recipients')}
          name="recipients"
        />
      ) : null}
      <div className={footer}>
        <Button type="button" variant="outline" tone="neutral" onClick={props.onClose}>
          <FormattedMessage id="admin.common.cancel" />
        </Button>
        <Button type="submit" loading={props.saving} data-testid="admin-notice-save">
          <FormattedMessage id="admin.notices.send" />
        </Button>
      </div>
    </form>
  )
}

/**
 * /admin/notice (super admin): system notices to every user, the administrators, one user or some;
 * they are in the recipients' message center (system box) at once.
 */
export function NoticesPage(): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const [editing, setEditing] = useState<NoticeValue>()
  const done = () => {
    setEditing(undefined)
    platform.toast('success', intl.formatMessage({ id: 'admin.notices.sent' }))
  }
  const send = useApiMutation(MessagesApi.sendNotice, {
    invalidates: [MessagesApi.adminNotices],
    onSuccess: done,
  })
  const change = useApiMutation(MessagesApi.changeNotice, {
    invalidates: [MessagesApi.adminNotices],
    onSuccess: done,
  })
  const columns: Array<TableColumn<Notice>> = [
    { key: 'id', header: 'ID', width: '4rem', cell: (n) => n.id, hideOnMobile: true },
    { key: 'title', header: <FormattedMessage id="admin.notices.titleField" />, cell: (n) => n.title },
    {
      key: 'type',
      header: <FormattedMessage id="admin.notices.type" />,
      cell: (n) => (
        <Tag size="sm" title={n.recipients.join(', ')}>
          <FormattedMessage id={`admin.notices.type.${n.type}`} />
          {n.recipients.length > 0 && n.type !== 'Admin' ? ` (${n.recipients.length})` : ''}
        </Tag>
      ),
    },
    {
      key: 'author',
      header: <FormattedMessage id="admin.notices.author" />,
      cell: (n) => n.adminUsername ?? '',
      hideOnMobile: true,
    },
    {
      key: 'created',
      header: <FormattedMessage id="admin.notices.created" />,
      hideOnMobile: true,
      cell: (n) => <FormattedDate value={n.gmtCreate} dateStyle="medium" timeStyle="short" />,
    },
  ]
  const save = (v: NoticeValue) => {
    const body = {
      title: v.title,
      content: v.content,
      type: v.type,
      ...(v.type === 'Single' || v.type === 'Nominated' ? { recipients: recipientNames(v.recipients) } : {}),
    }
    if (v.id) change.mutate({ id: v.id, ...body })
    else send.mutate(body)
  }
  return (
    <>
      <AdminList
        title={<FormattedMessage id="admin.notices.title" />}
        testId="admin-notices"
        endpoint={MessagesApi.adminNotices}
        columns={columns}
        rowKey={(n) => n.id}
        actions={
          <Button
            onClick={() => setEditing({ title: '', content: '', type: 'All', recipients: '' })}
            data-testid="admin-notice-new"
          >
            <FormattedMessage id="admin.notices.new" />
          </Button>
        }
        rowActions={(n) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              setEditing({
                id: n.id,
                title: n.title,
                content: n.content,
                type: (TYPES as ReadonlyArray<string>).includes(n.type) ? (n.type as NoticeType) : 'All',
                recipients: n.recipients.join(', '),
              })
            }
          >
            <FormattedMessage id="admin.common.edit" />
          </Button>
        )}
        remove={{
          endpoint: MessagesApi.deleteNotice,
          input: (rows) => ({ id: rows[0]?.id }),
          confirm: (rows) => (
            <FormattedMessage id="admin.notices.confirmDelete" values={{ title: rows[0]?.title ?? '' }} />
          ),
          done: () => platform.toast('success', intl.formatMessage({ id: 'admin.common.deleted' })),
        }}
      />
      <NoticeDialog
        value={editing}
        saving={send.isPending || change.isPending}
        onClose={() => setEditing(undefined)}
        onSave={save}
      />
    </>
  )
}
