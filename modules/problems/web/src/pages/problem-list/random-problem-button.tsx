import { ProblemsApi } from '@oj/problems-contract'
import { Button } from '@oj/sdk/ui'
import { ApiCallError, useApi } from '@oj/sdk/web'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'

/** The message to show when the pick failed: its own text for "no public problem" (404). */
export function pickFailure(error: unknown): { readonly id: string } | { readonly text: string } {
  if (error instanceof ApiCallError && error.status === 404) return { id: 'problems.list.random.none' }
  if (error instanceof Error && error.message) return { text: error.message }
  return { id: 'problems.list.random.failed' }
}

/** 'Pick one': asks the server for a random public problem and opens it. */
export function RandomProblemButton() {
  const api = useApi()
  const intl = useIntl()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const pick = () => {
    setBusy(true)
    setError(undefined)
    api.call(ProblemsApi.randomProblem, {}, { quiet: true }).then(
      (reply) => navigate(`/problem/${encodeURIComponent(reply.problemId)}`),
      (e: unknown) => {
        const failure = pickFailure(e)
        setError('id' in failure ? intl.formatMessage({ id: failure.id }) : failure.text)
        setBusy(false)
      },
    )
  }
  return (
    <span className="oj-problems-random">
      <Button
        size="sm"
        variant="outline"
        loading={busy}
        onClick={pick}
        data-testid="problem-random"
        aria-describedby={error ? 'oj-problems-random-error' : undefined}
      >
        <FormattedMessage id="problems.list.random.pick" />
      </Button>
      {error ? (
        <span id="oj-problems-random-error" className="oj-problems-random-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  )
}
