import {
  type Category,
  CONTENT_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@oj/discussion-contract'
import { css } from '@oj/sdk/css'
import { Button, Dialog, Tag, TextField } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

export interface PostValues {
  readonly title: string
  readonly description: string
  readonly content: string
  readonly categoryId: number | undefined
  readonly topPriority: boolean
}

const EMPTY: PostValues = {
  title: '',
  description: '',
  content: '',
  categoryId: undefined,
  topPriority: false,
}

const formStyle = css({ display: 'grid', gap: '3' })
const errorStyle = css({ color: 'danger.default', textStyle: 'bodySm' })
const checkStyle = css({ display: 'flex', gap: '2', alignItems: 'center' })
const fieldStyle = css({ display: 'grid', gap: '1' })
const labelStyle = css({ textStyle: 'bodySm', fontWeight: '500', color: 'fg.default' })
const chipsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
const footerStyle = css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })

/** Spec 2 §5's checks, in its order; the message id and values of the first that fails. */
export function firstProblem(
  values: PostValues,
  editing: boolean,
): { id: string; field: string; max?: number } | undefined {
  if (!values.title.trim()) return { id: 'discussion.post.required', field: 'title' }
  if (values.title.length > TITLE_MAX_LENGTH)
    return { id: 'discussion.post.tooLong', field: 'title', max: TITLE_MAX_LENGTH }
  if (!values.description.trim()) return { id: 'discussion.post.required', field: 'description' }
  if (values.description.length > DESCRIPTION_MAX_LENGTH)
    return { id: 'discussion.post.tooLong', field: 'description', max: DESCRIPTION_MAX_LENGTH }
  if (!editing && values.categoryId === undefined)
    return { id: 'discussion.post.required', field: 'category' }
  if (!values.content.trim()) return { id: 'discussion.post.required', field: 'content' }
  if (values.content.length > CONTENT_MAX_LENGTH)
    return { id: 'discussion.post.tooLong', field: 'content', max: CONTENT_MAX_LENGTH }
  return undefined
}

interface PostDialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly categories: ReadonlyArray<Category>
  /** The discussion edited; absent to create one. */
  readonly initial?: PostValues
  /** The problem a new discussion is about. */
  readonly pid?: string
  readonly admin: boolean
  readonly pending: boolean
  readonly onSubmit: (values: PostValues) => void
}

/**
 * The create / edit dialog (spec 2 §2, §5): title, description, category (locked when editing),
 * Markdown content, and the pin switch for admins. On a problem's page the title gets its id. The
 * form is made afresh each time the dialog opens.
 */
export function PostDialog(props: PostDialogProps): ReactNode {
  const editing = props.initial !== undefined
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      size="lg"
      title={<FormattedMessage id={editing ? 'discussion.post.edit' : 'discussion.post.create'} />}
      description={
        props.pid && !editing ? (
          <FormattedMessage id="discussion.post.problem" values={{ pid: props.pid }} />
        ) : undefined
      }
    >
      {props.open ? <PostForm {...props} /> : null}
    </Dialog>
  )
}

function PostForm(props: PostDialogProps): ReactNode {
  const intl = useIntl()
  const editing = props.initial !== undefined
  const [values, setValues] = useState<PostValues>(props.initial ?? EMPTY)
  const [problem, setProblem] = useState<ReturnType<typeof firstProblem>>()
  const label = (id: string) => intl.formatMessage({ id })
  const fieldLabel = (field: string) =>
    label(field === 'category' ? 'discussion.post.category' : `discussion.post.${field}`)
  const submit = () => {
    const found = firstProblem(values, editing)
    setProblem(found)
    if (!found) props.onSubmit(values)
  }
  return (
    <div className={formStyle}>
      <TextField
        label={label('discussion.post.title')}
        value={values.title}
        onChange={(e) => setValues({ ...values, title: e.target.value })}
        name="title"
      />
      <TextField
        label={label('discussion.post.description')}
        value={values.description}
        onChange={(e) => setValues({ ...values, description: e.target.value })}
        name="description"
      />
      {/* Chips rather than a drop-down: the kit's Select pops up under a dialog. */}
      <div className={fieldStyle} role="group" aria-labelledby="discussion-post-category">
        <span id="discussion-post-category" className={labelStyle}>
          {label('discussion.post.category')}
        </span>
        <div className={chipsStyle}>
          {props.categories.map((c) => (
            <Tag
              key={c.id}
              selected={values.categoryId === c.id}
              {...(editing ? {} : { onClick: () => setValues({ ...values, categoryId: c.id }) })}
            >
              {c.name}
            </Tag>
          ))}
        </div>
      </div>
      <TextField
        label={label('discussion.post.content')}
        multiline
        rows={12}
        value={values.content}
        onChange={(e) => setValues({ ...values, content: e.target.value })}
        name="content"
      />
      {props.admin ? (
        <label className={checkStyle}>
          <input
            type="checkbox"
            checked={values.topPriority}
            onChange={(e) => setValues({ ...values, topPriority: e.target.checked })}
          />
          <FormattedMessage id="discussion.post.top" />
        </label>
      ) : null}
      {problem ? (
        <p className={errorStyle} role="alert">
          <FormattedMessage
            id={problem.id}
            values={{ field: fieldLabel(problem.field), max: problem.max ?? 0 }}
          />
        </p>
      ) : null}
      <div className={footerStyle}>
        <Button variant="ghost" onClick={() => props.onOpenChange(false)}>
          <FormattedMessage id="discussion.post.cancel" />
        </Button>
        <Button loading={props.pending} onClick={submit} data-testid="discussion-post-submit">
          <FormattedMessage id="discussion.post.submit" />
        </Button>
      </div>
    </div>
  )
}
