import { type KeyboardEvent, type ReactNode, useRef } from 'react'
import { useIntl } from 'react-intl'

import { applyTab } from './code-editing.ts'

export interface CodeEditorProps {
  readonly value: string
  readonly onChange: (value: string) => void
  /** The language name, for the field's label (and for syntax colours once Monaco replaces this). */
  readonly language: string
}

/**
 * The code editor: a monospace text area for now (Monaco replaces it later, with the same props).
 * Tab and Shift+Tab indent and outdent instead of leaving the field; Escape then Tab leaves it.
 */
export function CodeEditor({ value, onChange, language }: CodeEditorProps): ReactNode {
  const intl = useIntl()
  const escaped = useRef(false)
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      escaped.current = true
      return
    }
    if (event.key !== 'Tab' || escaped.current) {
      escaped.current = false
      return
    }
    event.preventDefault()
    const area = event.currentTarget
    const next = applyTab(
      { value: area.value, selectionStart: area.selectionStart, selectionEnd: area.selectionEnd },
      event.shiftKey,
    )
    onChange(next.value)
    // The caret is placed after React has written the new value.
    requestAnimationFrame(() => area.setSelectionRange(next.selectionStart, next.selectionEnd))
  }
  return (
    <textarea
      className="oj-problem-editor"
      value={value}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      autoCorrect="off"
      aria-label={intl.formatMessage({ id: 'problems.detail.editor.label' }, { language })}
      data-language={language}
      data-testid="code-editor"
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
    />
  )
}
