import { HomeApi } from '@oj/problems-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, Input } from '@oj/sdk/ui'
import { useApi, usePlatform } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

const formStyle = css({ display: 'flex', gap: '2', mt: '3' })
const mutedStyle = css({ color: 'fg.muted', textStyle: 'bodySm' })

/**
 * The home page's side card (platform slot `home.side`): jump to a problem by its id (spec 1 §5). The problems module matches the id without regard to
 * case and answers it as the bank spells it (null: no such problem); the page opens at that id.
 */
export default function QuickStart(): ReactNode {
  const api = useApi()
  const platform = usePlatform()
  const intl = useIntl()
  const [problemId, setProblemId] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const id = problemId.trim()
    if (!id) {
      platform.toast('warning', intl.formatMessage({ id: 'problems.home.quickStart.empty' }))
      return
    }
    setBusy(true)
    // A failed call was reported by the client already; it counts as not found here.
    const found = await api.call(HomeApi.problemHaved, { problemId: id }).catch(() => null)
    setBusy(false)
    if (found) platform.navigate(`/problem/${encodeURIComponent(found)}`)
    else platform.toast('warning', intl.formatMessage({ id: 'problems.home.quickStart.unknown' }, { id }))
  }

  return (
    <Card
      as="h2"
      title={<FormattedMessage id="problems.home.quickStart.title" />}
      data-testid="home-quick-start"
    >
      <p className={mutedStyle}>
        <FormattedMessage id="problems.home.quickStart.hint" />
      </p>
      <form className={formStyle} onSubmit={submit} noValidate>
        <Input
          name="problemId"
          value={problemId}
          aria-label={intl.formatMessage({ id: 'problems.home.quickStart.label' })}
          placeholder={intl.formatMessage({ id: 'problems.home.quickStart.placeholder' })}
          onChange={(e) => setProblemId(e.currentTarget.value)}
          className={css({ flex: '1', minW: '0' })}
          data-testid="home-quick-start-input"
        />
        <Button type="submit" loading={busy} data-testid="home-quick-start-go">
          <FormattedMessage id="problems.home.quickStart.go" />
        </Button>
      </form>
    </Card>
  )
}
