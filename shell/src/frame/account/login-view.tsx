import { Button, onDemand, TextField } from '@oj/sdk/ui'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { useShell } from '../shell-context.tsx'
import { type AccountView, actionsStyle, formStyle, SwitchLinks, useText } from './account-ui.tsx'
import { hasErrors, type LoginErrors, validateSignIn } from './login-form.ts'
import { needsPuzzle } from './slide-puzzle-logic.ts'

// The slide puzzle is fetched when a sign-in first needs one (after failed attempts).
const SlidePuzzle = onDemand(() => import('./slide-puzzle.tsx').then((m) => m.SlidePuzzle))

/**
 * The Login view. It lives inside the dialog's content, which mounts on open and unmounts on close,
 * so every opening starts with an empty form. Failures are shown by the API client's toast.
 *
 * After many failed logins the server refuses to check the password without a solved slide puzzle
 * (spec 1 §4). From that refusal on, the view shows the puzzle; solving it logs in with its proof.
 * A proof is good for one try, so a failed try brings a new puzzle.
 */
export function LoginForm(props: { readonly onSwitch: (view: AccountView) => void }): ReactNode {
  const { platform } = useShell()
  const intl = useIntl()
  const text = useText()
  const [form, setForm] = useState({ username: '', password: '' })
  const [errors, setErrors] = useState<LoginErrors>({})
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [puzzle, setPuzzle] = useState(false)
  const [puzzleRound, setPuzzleRound] = useState(0)
  const [proof, setProof] = useState<string | undefined>()

  const update = (field: 'username' | 'password', value: string) => {
    const next = { ...form, [field]: value }
    setForm(next)
    if (tried) setErrors(validateSignIn(next))
  }

  const attempt = async (verifyProof: string | undefined) => {
    setBusy(true)
    setProof(undefined)
    try {
      await platform.login({
        username: form.username.trim(),
        password: form.password,
        ...(verifyProof ? { verifyProof } : {}),
      })
      platform.toast('success', intl.formatMessage({ id: 'frame.login.welcome' }))
    } catch (error) {
      // The API client has already shown why. A spent proof or a new refusal needs a new puzzle.
      setBusy(false)
      if (puzzle || needsPuzzle(error)) {
        setPuzzle(true)
        setPuzzleRound((n) => n + 1)
      }
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const found = validateSignIn(form)
    setErrors(found)
    if (hasErrors(found) || busy) return
    if (puzzle && !proof) {
      platform.toast('warning', intl.formatMessage({ id: 'frame.puzzle.solveFirst' }))
      return
    }
    await attempt(proof)
  }

  /** A solved puzzle logs in at once when the form is complete; else the proof waits for Login. */
  const solved = (verifyProof: string) => {
    setTried(true)
    const found = validateSignIn(form)
    setErrors(found)
    if (hasErrors(found) || busy) setProof(verifyProof)
    else void attempt(verifyProof)
  }

  return (
    <form className={formStyle} onSubmit={submit} noValidate data-testid="login-form">
      <TextField
        label={<FormattedMessage id="frame.login.username" />}
        name="username"
        autoComplete="username"
        required
        maxLength={40}
        value={form.username}
        placeholder={intl.formatMessage({ id: 'frame.login.usernamePlaceholder' })}
        onChange={(e) => update('username', e.currentTarget.value)}
        error={text(errors.username)}
      />
      <TextField
        label={<FormattedMessage id="frame.login.password" />}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={form.password}
        placeholder={intl.formatMessage({ id: 'frame.login.passwordPlaceholder' })}
        onChange={(e) => update('password', e.currentTarget.value)}
        error={text(errors.password)}
      />
      {puzzle ? <SlidePuzzle key={puzzleRound} username={form.username.trim()} onSolved={solved} /> : null}
      <div className={actionsStyle}>
        <Button type="submit" loading={busy} data-testid="login-submit">
          <FormattedMessage id="frame.login.submit" />
        </Button>
      </div>
      <SwitchLinks
        onSwitch={props.onSwitch}
        links={[
          { to: 'register', label: <FormattedMessage id="frame.account.noAccount" /> },
          { to: 'reset', label: <FormattedMessage id="frame.account.forgotPassword" /> },
        ]}
      />
    </form>
  )
}
