import type { ProblemLinks, ProblemScope, SubmitRules } from '@oj/problems-contract'
import { parseExamples, TEST_INPUT_MAX_LENGTH } from '@oj/problems-contract'
import { Button, ConfirmDialog, StatusTag } from '@oj/sdk/ui'
import { localizeJudgeText, useLocale, usePlatform, useUser } from '@oj/sdk/web'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { contestOf, scopeIds } from '../../scope/scope.ts'
import { ContextLink } from '../status/links.tsx'
import { CodeEditor } from './code-editor.tsx'
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
import { checkCode, checkTestInput, submitDisabled, type SubmitPlan, submitPlan } from './judging.ts'
import type { ProblemDetail } from './types.ts'
import { useLastAcCode, useSubmit, useTestRun } from './use-judging.ts'

export interface EditorPaneProps {
  readonly detail: ProblemDetail
  /** The id the context shows (drafts are kept by it). */
  readonly displayId: string
  /** The contest, training or group the page is in: submit and test run carry it. */
  readonly scope?: ProblemScope
  /** The context's submit rules, asked when Submit is pressed (the OI-contest overwrite). */
  readonly submitRules?: () => Promise<SubmitRules>
  readonly links: ProblemLinks
  /** Site config or contest state may turn submitting off. */
  readonly submissionDisabled?: boolean
  /** Called when a submission got its verdict (the page reloads the problem's data). */
  readonly onJudged: () => void
}

/** The right pane: the editor's toolbar, the code, Submit, Online Test and the status area. */
export function EditorPane({
  detail,
  displayId,
  scope,
  submitRules,
  links,
  submissionDisabled = false,
  onJudged,
}: EditorPaneProps): ReactNode {
  const intl = useIntl()
  const locale = useLocale()
  const platform = usePlatform()
  const user = useUser()
  const { problem, codeTemplate } = detail
  const languages = useLanguageChoices(detail.languages)
  const contestId = contestOf(scope)
  const drafts = useMemo<DraftScope>(
    () => ({ problemId: displayId, ...(contestId !== undefined ? { cid: contestId } : {}) }),
    [displayId, contestId],
  )
  const ids = useMemo(() => scopeIds(scope), [scope])

  const [initial] = useState(() => {
    const draft = loadDraft(browserStorage(), drafts)
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
  const [askingRules, setAskingRules] = useState(false)
  const [testOpen, setTestOpen] = useState(false)
  const [firstSample] = useState(() => parseExamples(problem.examples)[0])
  const [userInput, setUserInput] = useState(firstSample?.input ?? '')
  const [expectedOutput, setExpectedOutput] = useState(firstSample?.output ?? '')

  // The draft is saved as it changes (debounced), and once more on leaving.
  const latest = useRef({ code, language })
  useEffect(() => {
    latest.current = { code, language }
    const t = setTimeout(() => saveDraft(browserStorage(), drafts, { code, language }), 500)
    return () => clearTimeout(t)
  }, [code, language, drafts])
  useEffect(() => () => saveDraft(browserStorage(), drafts, latest.current), [drafts])

  const { state: submitState, submit } = useSubmit(onJudged)
  const { state: testState, run } = useTestRun()
  const fetchLastAc = useLastAcCode()

  const changeSettings = (next: EditorSettings) => {
    setSettings(next)
    saveSettings(browserStorage(), contestId, next)
  }
  const resetCode = () => setCode(codeTemplate[language] ?? '')
  const loadLastAccepted = async () => {
    const found = await fetchLastAc({ pid: problem.id, cid: ids.cid })
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

  const sendSubmit = (plan: SubmitPlan) => submit({ pid: displayId, language, code, ...ids }, plan)
  const onSubmit = async () => {
    if (!ready()) return
    // The rules are the context's (asked now, so they are fresh); without an answer it submits plainly.
    let rules: SubmitRules | undefined
    if (submitRules) {
      setAskingRules(true)
      rules = await submitRules().catch(() => undefined)
      setAskingRules(false)
    }
    const plan = submitPlan(rules)
    if (plan.confirm) setConfirmingOverwrite(true)
    else void sendSubmit(plan)
  }
  const onTest = () => {
    if (!ready()) return
    const inputProblem = checkTestInput(userInput)
    if (inputProblem) {
      platform.toast('error', intl.formatMessage({ id: inputProblem }))
      return
    }
    void run({ pid: problem.id, language, code, ...ids, userInput, expectedOutput })
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
              <ContextLink
                scoped={scope !== undefined}
                to={links.submission(submitState.submitId, displayId)}
                data-testid="submit-status-link"
              >
                <StatusTag status={submitState.status} size="sm" />
              </ContextLink>
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
          onClick={() => void onSubmit()}
          disabled={askingRules || submitDisabled(submitState.phase, submissionDisabled)}
          loading={askingRules || submitState.phase === 'submitting' || submitState.phase === 'polling'}
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
        onConfirm={() => void sendSubmit(submitPlan({ confirmOverwrite: true }))}
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
                  <pre>{localizeJudgeText(testResult.stderr, locale)}</pre>
                </>
              ) : null}
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
