import { TEST_INPUT_MAX_LENGTH } from '@oj/problems-contract'
import { Button, ConfirmDialog, StatusTag } from '@oj/sdk/ui'
import { usePlatform, useUser } from '@oj/sdk/web'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'

import { CodeEditor } from './code-editor.tsx'
import { type ContestSubmitRules, type ProblemContext, scopeIds } from './context.ts'
import {
  browserStorage,
  type DraftScope,
  loadDraft,
  saveDraft,
  startingCode,
  startingLanguage,
} from './drafts.ts'
import { EditorToolbar } from './editor/editor-toolbar.tsx'
import { useLanguageChoices } from './editor/language-choices.ts'
import { type EditorSettings, loadSettings, saveSettings } from './editor/settings.ts'
import { checkCode, checkTestInput, submitDisabled, submitPlan } from './judging.ts'
import type { ProblemDetail } from './types.ts'
import { useLastAcCode, useSubmit, useTestRun } from './use-judging.ts'

export interface EditorPaneProps {
  readonly detail: ProblemDetail
  /** The contest, training or group the page is in (drafts and settings, submit ids). */
  readonly context?: ProblemContext
  /** The contest's submit rules (the OI-contest overwrite confirmation). */
  readonly contestRules?: ContestSubmitRules
  /** Site config or contest state may turn submitting off. */
  readonly submissionDisabled?: boolean
  /** Called when a submission got its verdict (the page reloads the problem's data). */
  readonly onJudged: () => void
}

const NO_CONTEXT: ProblemContext = {}

/** The right pane: the editor's toolbar, the code, Submit, Online Test and the status area. */
export function EditorPane({
  detail,
  context = NO_CONTEXT,
  contestRules,
  submissionDisabled = false,
  onJudged,
}: EditorPaneProps): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const user = useUser()
  const { problem, codeTemplate } = detail
  const languages = useLanguageChoices(detail.languages)
  const { contestId } = context
  const scope = useMemo<DraftScope>(
    () => ({ problemId: problem.problemId, ...(contestId !== undefined ? { cid: contestId } : {}) }),
    [problem.problemId, contestId],
  )
  const ids = useMemo(() => scopeIds(context), [context])

  const [initial] = useState(() => {
    const draft = loadDraft(browserStorage(), scope)
    const language = startingLanguage(draft, languages)
    return { language, code: startingCode(draft, language, codeTemplate) }
  })
  const [language, setLanguage] = useState(initial.language)
  const [code, setCode] = useState(initial.code)
  // The site's list may arrive after the defaults were offered: keep the choice when it is still
  // offered, else take the first (an untouched template follows it).
  if (languages.length > 0 && !languages.includes(language)) {
    const next = languages[0]!
    setLanguage(next)
    if (code.trim() === '' || code === (codeTemplate[language] ?? '')) setCode(codeTemplate[next] ?? '')
  }
  const [settings, setSettings] = useState(() => loadSettings(browserStorage(), contestId))
  const [confirmingOverwrite, setConfirmingOverwrite] = useState(false)
  const [testOpen, setTestOpen] = useState(false)
  const [userInput, setUserInput] = useState(() => problem.examples[0]?.input ?? '')
  const [expectedOutput, setExpectedOutput] = useState(() => problem.examples[0]?.output ?? '')

  // The draft is saved as it changes (debounced), and once more on leaving.
  const latest = useRef({ code, language })
  useEffect(() => {
    latest.current = { code, language }
    const t = setTimeout(() => saveDraft(browserStorage(), scope, { code, language }), 500)
    return () => clearTimeout(t)
  }, [code, language, scope])
  useEffect(() => () => saveDraft(browserStorage(), scope, latest.current), [scope])

  const { state: submitState, submit } = useSubmit(onJudged)
  const { state: testState, run } = useTestRun()
  const fetchLastAc = useLastAcCode()

  const changeSettings = (next: EditorSettings) => {
    setSettings(next)
    saveSettings(browserStorage(), contestId, next)
  }
  const resetCode = () => setCode(codeTemplate[language] ?? '')
  const loadLastAccepted = async () => {
    const found = await fetchLastAc({ pid: problem.pid, cid: ids.cid })
    if (!found) return
    if (languages.includes(found.language)) setLanguage(found.language)
    setCode(found.code)
    platform.toast('success', intl.formatMessage({ id: 'problems.editor.lastAcceptedLoaded' }))
  }

  const changeLanguage = (next: string) => {
    // An untouched template follows the language; the user's own code stays.
    const template = codeTemplate[language] ?? ''
    if (code === template || code.trim() === '') setCode(codeTemplate[next] ?? '')
    setLanguage(next)
  }

  /** Login and the code rules; shows the first problem and answers whether to go on. */
  const ready = (): boolean => {
    if (!user) {
      platform.toast('error', intl.formatMessage({ id: 'problems.detail.loginFirst' }))
      platform.openLogin()
      return false
    }
    const problemId = checkCode(code)
    if (problemId) {
      platform.toast('error', intl.formatMessage({ id: problemId }))
      return false
    }
    return true
  }

  const plan = submitPlan(contestRules)
  const sendSubmit = () => submit({ pid: problem.pid, language, code, ...ids }, plan)
  const onSubmit = () => {
    if (!ready()) return
    if (plan.confirm) setConfirmingOverwrite(true)
    else void sendSubmit()
  }
  const onTest = () => {
    if (!ready()) return
    const inputProblem = checkTestInput(userInput)
    if (inputProblem) {
      platform.toast('error', intl.formatMessage({ id: inputProblem }))
      return
    }
    void run({ pid: problem.pid, language, code, ...ids, userInput, expectedOutput })
  }

  const testResult = testState.result
  return (
    <div className="oj-problem-editor-pane" data-testid="problem-editor-pane">
      <EditorToolbar
        languages={languages}
        language={language}
        onLanguageChange={changeLanguage}
        settings={settings}
        onSettingsChange={changeSettings}
        onReset={resetCode}
        onLastAccepted={loadLastAccepted}
        lastAcceptedHidden={!user}
      />
      <CodeEditor value={code} onChange={setCode} language={language} settings={settings} />
      <div className="oj-problem-actions">
        <div className="oj-problem-status" aria-live="polite" data-testid="submit-status">
          {submitState.phase === 'submitted' ? (
            <span className="oj-editor-submitted" data-testid="submitted-message">
              <FormattedMessage id="problems.editor.submittedSuccessfully" />
            </span>
          ) : submitState.submitId !== undefined && submitState.status !== undefined ? (
            <>
              <FormattedMessage id="problems.detail.status" />
              <Link to={`/submission-detail/${submitState.submitId}`} data-testid="submit-status-link">
                <StatusTag status={submitState.status} size="sm" />
              </Link>
            </>
          ) : submitState.phase === 'submitting' ? (
            <FormattedMessage id="problems.detail.submitting" />
          ) : null}
        </div>
        <Button
          variant="outline"
          tone="neutral"
          onClick={() => setTestOpen((o) => !o)}
          aria-expanded={testOpen}
          data-testid="online-test-toggle"
        >
          <FormattedMessage id="problems.detail.onlineTest" />
        </Button>
        <Button
          onClick={onSubmit}
          disabled={submitDisabled(submitState.phase, submissionDisabled)}
          loading={submitState.phase === 'submitting' || submitState.phase === 'polling'}
          data-testid="submit-code"
        >
          <FormattedMessage id="problems.detail.submit" />
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingOverwrite}
        onOpenChange={setConfirmingOverwrite}
        title={<FormattedMessage id="problems.editor.overwriteTitle" />}
        text={<FormattedMessage id="problems.editor.overwriteConfirm" />}
        onConfirm={() => void sendSubmit()}
        confirmTestId="overwrite-confirm"
      />
      {testOpen ? (
        <section className="oj-problem-test" data-testid="online-test">
          <label className="oj-problem-field">
            <span>
              <FormattedMessage id="problems.detail.test.input" />
              <span className="oj-problem-muted">
                {' '}
                {userInput.length}/{TEST_INPUT_MAX_LENGTH}
              </span>
            </span>
            <textarea
              className="oj-problem-io"
              value={userInput}
              maxLength={TEST_INPUT_MAX_LENGTH}
              onChange={(e) => setUserInput(e.target.value)}
              data-testid="test-input"
            />
          </label>
          <label className="oj-problem-field">
            <span>
              <FormattedMessage id="problems.detail.test.expected" />
            </span>
            <textarea
              className="oj-problem-io"
              value={expectedOutput}
              onChange={(e) => setExpectedOutput(e.target.value)}
              data-testid="test-expected"
            />
          </label>
          <div className="oj-problem-actions">
            <Button
              onClick={onTest}
              disabled={testState.running}
              loading={testState.running}
              data-testid="run-test"
            >
              <FormattedMessage id="problems.detail.test.run" />
            </Button>
          </div>
          {testResult ? (
            <div className="oj-problem-test-result" data-testid="test-result">
              <div className="oj-problem-status">
                <StatusTag status={testResult.status} size="sm" />
                {testResult.time !== null ? <span>{testResult.time} ms</span> : null}
                {testResult.memory !== null ? <span>{testResult.memory} KB</span> : null}
              </div>
              {testResult.userOutput !== null ? (
                <>
                  <h3>
                    <FormattedMessage id="problems.detail.test.output" />
                  </h3>
                  <pre data-testid="test-output">{testResult.userOutput}</pre>
                </>
              ) : null}
              {testResult.stderr ? (
                <>
                  <h3>
                    <FormattedMessage id="problems.detail.test.stderr" />
                  </h3>
                  <pre>{testResult.stderr}</pre>
                </>
              ) : null}
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
