import { Button, ConfirmDialog, Select } from '@oj/sdk/ui'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { type EditorSettings, FONT_SIZES, TAB_SIZES, THEMES } from './settings.ts'

export interface EditorToolbarProps {
  readonly languages: ReadonlyArray<string>
  readonly language: string
  readonly onLanguageChange: (language: string) => void
  readonly settings: EditorSettings
  readonly onSettingsChange: (settings: EditorSettings) => void
  /** Puts the language's template back (asked first). */
  readonly onReset: () => void
  /** Fetches the last accepted code (asked first); the dialog stays busy until it settles. */
  readonly onLastAccepted: () => Promise<void>
  /** No last-accepted button (a visitor). */
  readonly lastAcceptedHidden?: boolean
}

/**
 * Above the editor: language, theme, font size, tab size, and the reset and last-accepted-code buttons,
 * each behind a confirmation (spec 1 §2 "Code editor", §5). Stateless apart from the open dialog.
 */
export function EditorToolbar(props: EditorToolbarProps): ReactNode {
  const intl = useIntl()
  const { settings, onSettingsChange } = props
  const [asking, setAsking] = useState<'reset' | 'lastAccepted' | undefined>()
  const t = (id: string) => intl.formatMessage({ id })
  const themeOptions = THEMES.map((theme) => ({ value: theme, label: t(`problems.editor.theme.${theme}`) }))
  const fontOptions = FONT_SIZES.map((size) => ({ value: String(size), label: `${size}px` }))
  const tabOptions = TAB_SIZES.map((size) => ({ value: String(size), label: String(size) }))
  const set = (patch: Partial<EditorSettings>) => onSettingsChange({ ...settings, ...patch })
  return (
    <div className="oj-editor-toolbar" data-testid="editor-toolbar">
      <Select
        size="sm"
        options={props.languages.map((l) => ({ value: l, label: l }))}
        value={props.language}
        onValueChange={props.onLanguageChange}
        aria-label={t('problems.detail.language')}
        label={<FormattedMessage id="problems.detail.language" />}
      />
      <Select
        size="sm"
        options={themeOptions}
        value={settings.theme}
        onValueChange={(theme) => {
          const found = THEMES.find((x) => x === theme)
          if (found) set({ theme: found })
        }}
        aria-label={t('problems.editor.theme')}
        label={<FormattedMessage id="problems.editor.theme" />}
      />
      <Select
        size="sm"
        options={fontOptions}
        value={String(settings.fontSize)}
        onValueChange={(v) => {
          const found = FONT_SIZES.find((x) => String(x) === v)
          if (found) set({ fontSize: found })
        }}
        aria-label={t('problems.editor.fontSize')}
        label={<FormattedMessage id="problems.editor.fontSize" />}
      />
      <Select
        size="sm"
        options={tabOptions}
        value={String(settings.tabSize)}
        onValueChange={(v) => {
          const found = TAB_SIZES.find((x) => String(x) === v)
          if (found) set({ tabSize: found })
        }}
        aria-label={t('problems.editor.tabSize')}
        label={<FormattedMessage id="problems.editor.tabSize" />}
      />
      <div className="oj-editor-toolbar-actions">
        {props.lastAcceptedHidden ? null : (
          <Button
            size="sm"
            variant="outline"
            tone="neutral"
            onClick={() => setAsking('lastAccepted')}
            data-testid="editor-last-accepted"
          >
            <FormattedMessage id="problems.editor.lastAccepted" />
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          tone="neutral"
          onClick={() => setAsking('reset')}
          data-testid="editor-reset"
        >
          <FormattedMessage id="problems.editor.reset" />
        </Button>
      </div>
      <ConfirmDialog
        open={asking === 'reset'}
        onOpenChange={(open) => setAsking(open ? 'reset' : undefined)}
        title={<FormattedMessage id="problems.editor.reset" />}
        text={<FormattedMessage id="problems.editor.resetConfirm" />}
        onConfirm={props.onReset}
        tone="danger"
        confirmTestId="editor-reset-confirm"
      />
      <ConfirmDialog
        open={asking === 'lastAccepted'}
        onOpenChange={(open) => setAsking(open ? 'lastAccepted' : undefined)}
        title={<FormattedMessage id="problems.editor.lastAccepted" />}
        text={<FormattedMessage id="problems.editor.lastAcceptedConfirm" />}
        onConfirm={props.onLastAccepted}
        confirmTestId="editor-last-accepted-confirm"
      />
    </div>
  )
}
