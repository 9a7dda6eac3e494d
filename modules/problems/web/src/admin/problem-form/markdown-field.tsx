import { MarkdownApi } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Markdown, TextField } from '@oj/sdk/ui'
import { usePlatform } from '@oj/sdk/web'
import { type ReactNode, type Ref, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { uploadFile } from '../upload.ts'

// A markdown text of the statement: written in a text area, previewed with math (KaTeX) as the
// problem page shows it, with pictures and files uploaded into it (POST /file/upload-md-img and
// upload-md-file) as links at the cursor.

const bar = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })
const preview = css({
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'md',
  p: '3',
  minHeight: '6rem',
  overflowX: 'auto',
})

export function MarkdownField(props: {
  readonly label: ReactNode
  readonly value: string
  readonly onChange: (value: string) => void
  readonly rows?: number
  readonly required?: boolean
  readonly testId?: string
  /** Root and admins may attach files (spec 3 §6); pictures are every admin's. */
  readonly allowFiles?: boolean
  /** A group's problem: images name the group, whose admins may upload them. */
  readonly gid?: number | undefined
}): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const [previewing, setPreviewing] = useState(false)
  const [busy, setBusy] = useState(false)
  const area = useRef<HTMLTextAreaElement | null>(null)
  const imageInput = useRef<HTMLInputElement | null>(null)
  const fileInput = useRef<HTMLInputElement | null>(null)

  const insert = (text: string) => {
    const el = area.current
    const at = el ? el.selectionStart : props.value.length
    props.onChange(`${props.value.slice(0, at)}${text}${props.value.slice(at)}`)
  }
  const upload = async (file: File, kind: 'image' | 'file') => {
    setBusy(true)
    try {
      const path = kind === 'image' ? MarkdownApi.uploadImage.path : MarkdownApi.uploadFile.path
      const extra: Record<string, string> = props.gid === undefined ? {} : { gid: String(props.gid) }
      const reply = await uploadFile<{ link: string }>(platform, path, kind, file, () => undefined, extra)
        .done
      insert(kind === 'image' ? `![${file.name}](${reply.link})` : `[${file.name}](${reply.link})`)
    } catch (error) {
      const message = (error as Error).message
      platform.toast('error', message || intl.formatMessage({ id: 'problems.admin.form.uploadFailed' }))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={css({ display: 'grid', gap: '2', minWidth: 0 })} data-testid={props.testId}>
      <div className={bar}>
        <Button
          type="button"
          size="sm"
          variant={previewing ? 'ghost' : 'outline'}
          onClick={() => setPreviewing(false)}
        >
          <FormattedMessage id="problems.admin.form.write" />
        </Button>
        <Button
          type="button"
          size="sm"
          variant={previewing ? 'outline' : 'ghost'}
          onClick={() => setPreviewing(true)}
          data-testid={props.testId ? `${props.testId}-preview` : undefined}
        >
          <FormattedMessage id="problems.admin.form.preview" />
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          loading={busy}
          onClick={() => imageInput.current?.click()}
        >
          <FormattedMessage id="problems.admin.form.insertImage" />
        </Button>
        {props.allowFiles ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            loading={busy}
            onClick={() => fileInput.current?.click()}
          >
            <FormattedMessage id="problems.admin.form.insertFile" />
          </Button>
        ) : null}
        <input
          ref={imageInput}
          type="file"
          hidden
          accept=".jpg,.jpeg,.gif,.png,.webp"
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void upload(file, 'image')
          }}
        />
        <input
          ref={fileInput}
          type="file"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void upload(file, 'file')
          }}
        />
      </div>
      {previewing ? (
        <div>
          <div className={css({ textStyle: 'label', color: 'fg.muted', mb: '1' })}>{props.label}</div>
          <div className={preview}>
            <Markdown source={props.value} math />
          </div>
        </div>
      ) : (
        <TextField
          // The kit's field renders a textarea when multiline: the ref reaches it.
          ref={area as unknown as Ref<HTMLInputElement>}
          label={props.label}
          value={props.value}
          multiline
          rows={props.rows ?? 6}
          required={props.required ?? false}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </div>
  )
}
