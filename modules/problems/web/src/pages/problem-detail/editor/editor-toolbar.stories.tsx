import './editor.css'

import { useState } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../../../stories/kit.tsx'
import { EditorToolbar } from './editor-toolbar.tsx'
import { DEFAULT_SETTINGS, type EditorSettings } from './settings.ts'
import { themeColours } from './themes.ts'

/**
 * The toolbar wired to local state, as the editor pane wires it to localStorage; the last accepted
 * code either arrives or fails like the server's 'not passed' answer.
 */
function Interactive(props: {
  readonly initial: EditorSettings
  readonly passed: boolean
  readonly lastAcceptedHidden: boolean
}) {
  const [settings, setSettings] = useState(props.initial)
  const [language, setLanguage] = useState('C++')
  const [note, setNote] = useState('')
  const colours = themeColours(settings.theme)
  return (
    <div>
      <EditorToolbar
        languages={['C', 'C++', 'Java', 'Python3', 'Python2', 'Golang', 'JavaScript Node']}
        language={language}
        onLanguageChange={setLanguage}
        settings={settings}
        onSettingsChange={setSettings}
        onReset={() => setNote('reset to the template')}
        onLastAccepted={async () => {
          await new Promise((resolve) => setTimeout(resolve, 600))
          setNote(
            props.passed
              ? 'last accepted code loaded'
              : 'You have not passed the problem so you cannot get the code passed recently',
          )
        }}
        lastAcceptedHidden={props.lastAcceptedHidden}
      />
      <pre
        data-testid="settings"
        style={{
          background: colours.background,
          color: colours.foreground,
          fontSize: settings.fontSize,
          tabSize: settings.tabSize,
          padding: 12,
        }}
      >
        {`${language}\n${JSON.stringify(settings)}\n\tindented by one tab`}
      </pre>
      {note ? <p role="status">{note}</p> : null}
    </div>
  )
}

const meta = {
  title: 'problems/EditorToolbar',
  component: Interactive,
  decorators: [withModule({ maxWidth: 900 })],
  args: { initial: DEFAULT_SETTINGS, passed: true, lastAcceptedHidden: false },
} satisfies Meta<typeof Interactive>
export default meta
type Story = StoryObj<typeof meta>

export const Defaults: Story = {}
export const DarkLargeFont: Story = {
  args: { initial: { theme: 'dracula', fontSize: 20, tabSize: 2 } },
}
export const NotPassed: Story = { args: { passed: false } }
export const Visitor: Story = { args: { lastAcceptedHidden: true } }
