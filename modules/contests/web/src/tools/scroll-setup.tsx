import { ContestsApi, type ContestView } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, ConfirmDialog, TextField } from '@oj/sdk/ui'
import { BASE_PATH, useApiQuery } from '@oj/sdk/web'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { defaultMedals } from '../scroll/reveal.ts'

// The scroll board's setup (spec 2 §2): the contest id (read-only), the gold, silver and bronze
// counts (10/20/30 % of the participants without stars by default) and remove-star; Start Rolling
// opens /scrollBoard in its own window, after a confirmation while the contest has not ended.

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
  mb: '4',
})
const checkStyle = css({ display: 'flex', gap: '2', alignItems: 'center', mb: '4' })

/** The /scrollBoard address of a contest with these settings. */
function scrollBoardUrl(cid: number, removeStar: boolean, medals: ReadonlyArray<number>): string {
  const query = new URLSearchParams({ cid: String(cid), removeStar: String(removeStar) })
  for (const m of medals) query.append('medals', String(m))
  return `${BASE_PATH}/scrollBoard?${query.toString()}`
}

const MEDALS = ['gold', 'silver', 'bronze'] as const

export function ScrollSetup(props: { readonly contest: ContestView }): ReactNode {
  const intl = useIntl()
  const { contest } = props
  const total = useApiQuery(
    ContestsApi.rank,
    { cid: contest.id, currentPage: 1, limit: 1, removeStar: true },
    { quiet: true },
  )
  // What the admin typed; the defaults (10/20/30 % of the participants) fill the rest.
  const [typed, setTyped] = useState<readonly [string | null, string | null, string | null]>([
    null,
    null,
    null,
  ])
  const [removeStar, setRemoveStar] = useState(false)
  const [confirm, setConfirm] = useState(false)
  const participants = total.data?.total
  const defaults = participants === undefined ? undefined : defaultMedals(participants)
  const counts = typed.map((t, i) => t ?? (defaults ? String(defaults[i]) : ''))
  const numbers = counts.map((c) => Math.max(0, Math.floor(Number(c) || 0)))
  const open = () => {
    window.open(scrollBoardUrl(contest.id, removeStar, numbers), '_blank', 'noopener')
  }
  const start = () => (contest.status < 1 ? setConfirm(true) : open())
  return (
    <Card title={intl.formatMessage({ id: 'contests.scroll.setup' })} as="h3">
      <div className={gridStyle}>
        <TextField
          label={intl.formatMessage({ id: 'contests.scroll.cid' })}
          value={String(contest.id)}
          readOnly
        />
        {MEDALS.map((medal, i) => (
          <TextField
            key={medal}
            type="number"
            min={0}
            label={intl.formatMessage({ id: `contests.scroll.${medal}` })}
            value={counts[i]}
            onChange={(e) => {
              const next = [...typed] as [string | null, string | null, string | null]
              next[i] = e.target.value
              setTyped(next)
            }}
            data-testid={`medal-${medal}`}
          />
        ))}
      </div>
      <label className={checkStyle}>
        <input type="checkbox" checked={removeStar} onChange={(e) => setRemoveStar(e.target.checked)} />
        <FormattedMessage id="contests.scroll.removeStar" />
      </label>
      <Button onClick={start} data-testid="scroll-start">
        <FormattedMessage id="contests.scroll.start" />
      </Button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={<FormattedMessage id="contests.scroll.start" />}
        text={<FormattedMessage id="contests.scroll.notEnded" />}
        confirmTestId="scroll-confirm"
        onConfirm={() => {
          setConfirm(false)
          open()
        }}
      />
    </Card>
  )
}
