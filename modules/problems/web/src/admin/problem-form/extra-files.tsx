import { css } from '@oj/sdk/css'
import { Button, TextField } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { monoArea } from './form-bits.tsx'

// Extra files put beside the user's program or beside the special judge (testlib.h, a header the
// statement promises): a name and its content each; names and content are required (spec 3 §5).

const PLAIN = /^[A-Za-z0-9_.-]{1,100}$/

export function ExtraFiles(props: {
  readonly title: ReactNode
  readonly files: Readonly<Record<string, string>>
  readonly onChange: (files: Readonly<Record<string, string>>) => void
  readonly testId: string
}): ReactNode {
  const intl = useIntl()
  const [name, setName] = useState('')
  const [content, setContent] = useState('')
  const [error, setError] = useState<string | undefined>()
  const add = () => {
    if (!PLAIN.test(name) || name === '.' || name === '..' || content === '') {
      setError(intl.formatMessage({ id: 'problems.admin.form.extraFileRequired' }))
      return
    }
    props.onChange({ ...props.files, [name]: content })
    setName('')
    setContent('')
    setError(undefined)
  }
  return (
    <div className={css({ display: 'grid', gap: '2' })} data-testid={props.testId}>
      <div className={css({ textStyle: 'label', color: 'fg.muted' })}>{props.title}</div>
      {Object.entries(props.files).map(([file, text]) => (
        <div
          key={file}
          className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}
        >
          <code>{file}</code>
          <span className={css({ color: 'fg.muted', textStyle: 'caption' })}>
            <FormattedMessage
              id="problems.admin.form.bytes"
              values={{ n: new TextEncoder().encode(text).length }}
            />
          </span>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            tone="danger"
            onClick={() =>
              props.onChange(Object.fromEntries(Object.entries(props.files).filter(([n]) => n !== file)))
            }
          >
            <FormattedMessage id="problems.admin.form.remove" />
          </Button>
        </div>
      ))}
      <TextField
        label={<FormattedMessage id="problems.admin.form.fileName" />}
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
        {...(error ? { error } : {})}
      />
      <TextField
        label={<FormattedMessage id="problems.admin.form.fileContent" />}
        value={content}
        multiline
        rows={4}
        className={monoArea}
        onChange={(e) => setContent(e.target.value)}
      />
      <div>
        <Button type="button" size="sm" variant="outline" onClick={add}>
          <FormattedMessage id="problems.admin.form.addFile" />
        </Button>
      </div>
    </div>
  )
}
