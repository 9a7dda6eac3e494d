import { AnnouncementsApi } from '@oj/sdk/api'
import { css } from '@oj/sdk/css'
import { Button, Dialog, Markdown, type TableColumn, Tag, TextField } from '@oj/sdk/ui'
import { AdminList, type EndpointOutput, useApiMutation, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

type Announcement = EndpointOutput<typeof AnnouncementsApi.all>['records'][number]

export interface AnnouncementValue {
  readonly id?: number
  readonly title: string
  readonly content: string
  /** 0 shown, 1 hidden. */
  readonly status: 0 | 1
}

const form = css({ display: 'grid', gap: '3' })
const row = css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer' })
const footer = css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })
const preview = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  p: '3',
  maxH: '40vh',
  overflowY: 'auto',
})

/** The form's checks (spec 3 §5: title and content required; 255 / 65535 at most). */
export function checkAnnouncement(v: AnnouncementValue): Partial<Record<'title' | 'content', string>> {
  const errors: Partial<Record<'title' | 'content', string>> = {}
  if (v.title.trim() === '') errors.title = 'admin.announcements.error.titleRequired'
  else if (v.title.length > 255) errors.title = 'admin.announcements.error.titleTooLong'
  if (v.content.trim() === '') errors.content = 'admin.announcements.error.contentRequired'
  else if (v.content.length > 65_535) errors.content = 'admin.announcements.error.contentTooLong'
  return errors
}

export interface AnnouncementDialogProps {
  readonly value: AnnouncementValue | undefined
  readonly saving?: boolean
  readonly onClose: () => void
  readonly onSave: (value: AnnouncementValue) => void
}

/** Writing an announcement: title, Markdown content with its preview, shown or hidden. */
export function AnnouncementDialog(props: AnnouncementDialogProps): ReactNode {
  return (
    <Dialog
      open={props.value !== undefined}
      onOpenChange={(open) => !open && props.onClose()}
      size="lg"
      title={
        <FormattedMessage id={props.value?.id ? 'admin.announcements.edit' : 'admin.announcements.new'} />
      }
    >
      {props.value ? <AnnouncementForm {...props} value={props.value} /> : null}
    </Dialog>
  )
}

function AnnouncementForm(props: AnnouncementDialogProps & { readonly value: AnnouncementValue }): ReactNode {
  const intl = useIntl()
  const [v, setV] = useState(props.value)
  const [shown, setShown] = useState<Partial<Record<'title' | 'content', string>>>({})
  const [previewing, setPreviewing] = useState(false)
  const error = (key: 'title' | 'content') =>
    shown[key] ? intl.formatMessage({ id: shown[key] }) : undefined
  return (
    <form
      className={form}
      data-testid="admin-announcement-form"
      onSubmit={(event) => {
        event.preventDefault()
        const errors = checkAnnouncement(v)
        setShown(errors)
        if (Object.keys(errors).length === 0) props.onSave({ ...v, title: v.title.trim() })
      }}
    >
      <TextField
        label={<FormattedMessage id="admin.announcements.titleField" />}
        value={v.title}
        onChange={(e) => setV({ ...v, title: e.currentTarget.value })}
        error={error('title')}
        name="title"
      />
      {previewing ? (
        <div className={preview} data-testid="admin-announcement-preview">
          <Markdown source={v.content} />
        </div>
      ) : (
        <TextField
          label={<FormattedMessage id="admin.announcements.content" />}
          hint={<FormattedMessage id="admin.announcements.markdown" />}
          value={v.content}
          multiline
          rows={10}
          onChange={(e) => setV({ ...v, content: e.currentTarget.value })}
          error={error('content')}
          name="content"
        />
      )}
      <label className={row}>
        <input
          type="checkbox"
          checked={v.status === 0}
          onChange={(e) => setV({ ...v, status: e.currentTarget.checked ? 0 : 1 })}
          name="visible"
        />
        <FormattedMessage id="admin.announcements.visible" />
      </label>
      <div className={footer}>
        <Button type="button" variant="ghost" onClick={() => setPreviewing(!previewing)}>
          <FormattedMessage id={previewing ? 'admin.announcements.write' : 'admin.announcements.preview'} />
        </Button>
        <Button type="button" variant="outline" tone="neutral" onClick={props.onClose}>
          <FormattedMessage id="admin.common.cancel" />
        </Button>
        <Button type="submit" loading={props.saving} data-testid="admin-announcement-save">
          <FormattedMessage id="admin.common.save" />
        </Button>
      </div>
    </form>
  )
}

/** /admin/announcement (super admin): the home page's announcements, shown or hidden. */
export function AnnouncementsPage(): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const [editing, setEditing] = useState<AnnouncementValue>()
  const invalidates = [AnnouncementsApi.all, AnnouncementsApi.shown]
  const done = () => {
    setEditing(undefined)
    platform.toast('success', intl.formatMessage({ id: 'admin.common.saved' }))
  }
  const add = useApiMutation(AnnouncementsApi.add, { invalidates, onSuccess: done })
  const change = useApiMutation(AnnouncementsApi.change, { invalidates, onSuccess: done })
  const toggle = useApiMutation(AnnouncementsApi.change, { invalidates })
  const columns: Array<TableColumn<Announcement>> = [
    { key: 'id', header: 'ID', width: '4rem', cell: (a) => a.id, hideOnMobile: true },
    { key: 'title', header: <FormattedMessage id="admin.announcements.titleField" />, cell: (a) => a.title },
    {
      key: 'author',
      header: <FormattedMessage id="admin.announcements.author" />,
      cell: (a) => a.username ?? '',
      hideOnMobile: true,
    },
    {
      key: 'created',
      header: <FormattedMessage id="admin.announcements.created" />,
      hideOnMobile: true,
      cell: (a) => <FormattedDate value={a.gmtCreate} dateStyle="medium" timeStyle="short" />,
    },
    {
      key: 'status',
      header: <FormattedMessage id="admin.announcements.visible" />,
      width: '7rem',
      cell: (a) => (
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            toggle.mutate({ id: a.id, title: a.title, content: a.content, status: a.status === 0 ? 1 : 0 })
          }
        >
          <Tag size="sm" color={a.status === 0 ? 'green' : 'gray'}>
            <FormattedMessage
              id={a.status === 0 ? 'admin.announcements.shown' : 'admin.announcements.hidden'}
            />
          </Tag>
        </Button>
      ),
    },
  ]
  return (
    <>
      <AdminList
        title={<FormattedMessage id="admin.announcements.title" />}
        testId="admin-announcements"
        endpoint={AnnouncementsApi.all}
        columns={columns}
        rowKey={(a) => a.id}
        actions={
          <Button
            onClick={() => setEditing({ title: '', content: '', status: 0 })}
            data-testid="admin-announcement-new"
          >
            <FormattedMessage id="admin.announcements.new" />
          </Button>
        }
        rowActions={(a) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              setEditing({ id: a.id, title: a.title, content: a.content, status: a.status === 0 ? 0 : 1 })
            }
          >
            <FormattedMessage id="admin.common.edit" />
          </Button>
        )}
        remove={{
          endpoint: AnnouncementsApi.remove,
          invalidates: [AnnouncementsApi.shown],
          input: (rows) => ({ aid: rows[0]?.id }),
          confirm: (rows) => (
            <FormattedMessage
              id="admin.announcements.confirmDelete"
              values={{ title: rows[0]?.title ?? '' }}
            />
          ),
          done: () => platform.toast('success', intl.formatMessage({ id: 'admin.common.deleted' })),
        }}
      />
      <AnnouncementDialog
        value={editing}
        saving={add.isPending || change.isPending}
        onClose={() => setEditing(undefined)}
        onSave={(v) =>
          v.id
            ? change.mutate({ id: v.id, title: v.title, content: v.content, status: v.status })
            : add.mutate({ title: v.title, content: v.content, status: v.status })
        }
      />
    </>
  )
}
