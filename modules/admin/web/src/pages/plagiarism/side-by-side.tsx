import { PlagiarismApi } from '@oj/admin-contract'
import { css } from '@oj/sdk/css'
import { Dialog, LoadError } from '@oj/sdk/ui'
import { Loading, useApiQuery } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

export interface Span {
  readonly start: number
  readonly end: number
}

/** A source cut into stretches, each marked shared or not, in order (for the highlighted view). */
export function pieces(
  code: string,
  spans: ReadonlyArray<Span>,
): Array<{ readonly text: string; readonly shared: boolean }> {
  const out: Array<{ text: string; shared: boolean }> = []
  let at = 0
  for (const s of [...spans].sort((x, y) => x.start - y.start)) {
    const start = Math.max(s.start, at)
    const end = Math.min(s.end, code.length)
    if (end <= start) continue
    if (start > at) out.push({ text: code.slice(at, start), shared: false })
    out.push({ text: code.slice(start, end), shared: true })
    at = end
  }
  if (at < code.length) out.push({ text: code.slice(at), shared: false })
  return out
}

const columns = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' } })
const head = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '2',
  textStyle: 'bodySm',
  mb: '1',
  flexWrap: 'wrap',
})
const code = css({
  m: '0',
  p: '3',
  bg: 'bg.muted',
  borderRadius: 'md',
  fontFamily: 'mono',
  fontSize: '13px',
  lineHeight: '1.5',
  maxH: '60vh',
  overflow: 'auto',
  whiteSpace: 'pre',
  '& mark': { bg: 'warning.subtle', color: 'inherit', outline: '1px solid', outlineColor: 'warning.default' },
})

function Source(props: {
  readonly title: ReactNode
  readonly share: number
  readonly code: string
  readonly spans: ReadonlyArray<Span>
  readonly testId: string
}): ReactNode {
  return (
    <div>
      <div className={head}>
        <strong>{props.title}</strong>
        <FormattedMessage id="admin.plagiarism.shares" values={{ share: props.share }} />
      </div>
      <pre className={code} data-testid={props.testId}>
        {pieces(props.code, props.spans).map((p, i) =>
          p.shared ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>,
        )}
      </pre>
    </div>
  )
}

/** Two submissions side by side, what each shares with the other marked. */
export function SideBySide(props: {
  readonly pairId: number | undefined
  readonly onClose: () => void
}): ReactNode {
  const pair = useApiQuery(
    PlagiarismApi.pair,
    { id: props.pairId ?? 0 },
    { enabled: props.pairId !== undefined, quiet: true },
  )
  const d = pair.data
  return (
    <Dialog
      open={props.pairId !== undefined}
      onOpenChange={(open) => !open && props.onClose()}
      size="lg"
      title={
        d ? (
          <FormattedMessage
            id="admin.plagiarism.sideBySide"
            values={{ similarity: d.pair.similarity, language: d.pair.language }}
          />
        ) : (
          <FormattedMessage id="admin.plagiarism.compare" />
        )
      }
    >
      {pair.isError ? (
        <LoadError onRetry={() => void pair.refetch()} />
      ) : !d ? (
        <Loading />
      ) : (
        <div className={columns}>
          <Source
            title={`${d.pair.a.username} · ${d.pair.a.problem} · #${d.pair.a.submitId}`}
            share={d.pair.a.similarity}
            code={d.codeA}
            spans={d.spansA}
            testId="admin-plagiarism-code-a"
          />
          <Source
            title={`${d.pair.b.username} · ${d.pair.b.problem} · #${d.pair.b.submitId}`}
            share={d.pair.b.similarity}
            code={d.codeB}
            spans={d.spansB}
            testId="admin-plagiarism-code-b"
          />
        </div>
      )}
    </Dialog>
  )
}
