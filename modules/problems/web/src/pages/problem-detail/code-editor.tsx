import './editor/editor.css'

import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useIntl } from 'react-intl'

import { applyTab } from './code-editing.ts'
import { monacoLanguage } from './editor/languages.ts'
import { DEFAULT_SETTINGS, EDITOR_HEIGHT, type EditorSettings } from './editor/settings.ts'
import { themeColours } from './editor/themes.ts'

type MonacoChunk = typeof import('./editor/monaco.ts')
type Monaco = ReturnType<MonacoChunk['setUpMonaco']>
type Editor = ReturnType<Monaco['editor']['create']>

/** Monaco is its own lazy chunk ("monaco"), fetched when the first editor mounts. */
let chunk: Promise<Monaco> | undefined
function loadMonaco(): Promise<Monaco> {
  chunk ??= import(/* webpackChunkName: "monaco" */ './editor/monaco.ts').then((m) => m.setUpMonaco())
  // A failed fetch may be retried by the next editor.
  void chunk.catch(() => (chunk = undefined))
  return chunk
}

export interface CodeEditorProps {
  readonly value: string
  readonly onChange: (value: string) => void
  /** The judge's language name: the field's label and the syntax colours. */
  readonly language: string
  readonly settings?: EditorSettings
  /** px; spec 1 §2: 550 by default. */
  readonly height?: number
}

/**
 * The code editor: Monaco, with the plain text area in its place until Monaco has loaded (and for good
 * when it cannot load). Contract for browser tests and benchmarks: the wrapper has
 * data-testid="code-editor" and data-ready="true" once Monaco holds the code; its `ojValue` property
 * reads Monaco's text (see tools/e2e/kit.ts `typeCode`).
 */
export function CodeEditor({
  value,
  onChange,
  language,
  settings = DEFAULT_SETTINGS,
  height = EDITOR_HEIGHT,
}: CodeEditorProps): ReactNode {
  const intl = useIntl()
  const label = intl.formatMessage({ id: 'problems.detail.editor.label' }, { language })
  const wrapper = useRef<HTMLDivElement>(null)
  const host = useRef<HTMLDivElement>(null)
  const fallback = useRef<HTMLTextAreaElement>(null)
  const [monaco, setMonaco] = useState<Monaco>()
  const [editor, setEditor] = useState<Editor>()
  /** Texts the editor reported since props last matched it. */
  const emitted = useRef(new Set<string>())

  // The latest props, for callbacks registered once.
  const latest = useRef({ value, onChange, language, settings, label })
  useLayoutEffect(() => {
    latest.current = { value, onChange, language, settings, label }
  })

  useEffect(() => {
    let live = true
    loadMonaco().then(
      (m) => live && setMonaco(m),
      // The text area stays: it is a complete editor, only plainer.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])

  // Create the editor once Monaco is here, with the code as it is now (it may have been typed meanwhile).
  useEffect(() => {
    if (!monaco || !host.current) return
    const now = latest.current
    const hadFocus = document.activeElement === fallback.current
    const created = monaco.editor.create(host.current, {
      value: now.value,
      language: monacoLanguage(now.language),
      theme: now.settings.theme,
      fontSize: now.settings.fontSize,
      tabSize: now.settings.tabSize,
      insertSpaces: true,
      detectIndentation: false,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fixedOverflowWidgets: true,
      ariaLabel: now.label,
    })
    const subscription = created.onDidChangeModelContent(() => {
      const text = created.getValue()
      emitted.current.add(text)
      if (text !== latest.current.value) latest.current.onChange(text)
    })
    const node = wrapper.current
    if (node) Object.defineProperty(node, 'ojValue', { configurable: true, get: () => created.getValue() })
    setEditor(created)
    if (hadFocus) created.focus()
    return () => {
      subscription.dispose()
      created.getModel()?.dispose()
      created.dispose()
      setEditor(undefined)
    }
  }, [monaco])

  // Code set from outside (reset, last accepted code, another language's template). A render may lag
  // behind fast typing: a value the editor itself sent is not pushed back (it would drop keystrokes).
  useEffect(() => {
    const model = editor?.getModel()
    if (!editor || !model) return
    if (model.getValue() === value) {
      emitted.current.clear()
      return
    }
    if (emitted.current.has(value)) return
    editor.pushUndoStop()
    editor.executeEdits('oj', [{ range: model.getFullModelRange(), text: value }])
    editor.pushUndoStop()
  }, [editor, value])

  useEffect(() => {
    const model = editor?.getModel()
    if (monaco && model) monaco.editor.setModelLanguage(model, monacoLanguage(language))
  }, [monaco, editor, language])

  useEffect(() => {
    if (!monaco || !editor) return
    monaco.editor.setTheme(settings.theme)
    editor.updateOptions({ fontSize: settings.fontSize, ariaLabel: label })
    editor.getModel()?.updateOptions({ tabSize: settings.tabSize, insertSpaces: true })
  }, [monaco, editor, settings, label])

  const ready = editor !== undefined
  return (
    <div
      ref={wrapper}
      className="oj-code-editor"
      style={{ height }}
      data-testid="code-editor"
      data-ready={ready ? 'true' : undefined}
      data-language={language}
    >
      <div ref={host} className="oj-code-editor-monaco" />
      {ready ? null : (
        <PlainCodeEditor
          ref={fallback}
          value={value}
          onChange={onChange}
          label={label}
          language={language}
          settings={settings}
        />
      )}
    </div>
  )
}

/**
 * The plain editor: a monospace text area. Tab and Shift+Tab indent and outdent instead of leaving the
 * field; Escape then Tab leaves it.
 */
function PlainCodeEditor({
  ref,
  value,
  onChange,
  label,
  language,
  settings,
}: {
  readonly ref: Ref<HTMLTextAreaElement>
  readonly value: string
  readonly onChange: (value: string) => void
  readonly label: string
  readonly language: string
  readonly settings: EditorSettings
}): ReactNode {
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
      ' '.repeat(settings.tabSize),
    )
    onChange(next.value)
    // The caret is placed after React has written the new value.
    requestAnimationFrame(() => area.setSelectionRange(next.selectionStart, next.selectionEnd))
  }
  const colours = themeColours(settings.theme)
  return (
    <textarea
      ref={ref}
      className="oj-problem-editor"
      value={value}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      autoCorrect="off"
      aria-label={label}
      data-language={language}
      data-testid="code-editor-fallback"
      style={{
        fontSize: settings.fontSize,
        tabSize: settings.tabSize,
        background: colours.background,
        color: colours.foreground,
      }}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
    />
  )
}
