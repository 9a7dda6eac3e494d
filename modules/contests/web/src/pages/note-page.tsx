import { ContestsApi } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Card, LoadError } from '@oj/sdk/ui'
import { useApiQuery } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link, useParams } from 'react-router'

const pageStyle = css({ maxW: '960px', mx: 'auto', p: { base: '3', md: '6' } })

/** One note: the area's overview page (the top bar shows the area's tabs). */
export default function NotePage(): ReactNode {
  const id = Number(useParams()['noteId'])
  const note = useApiQuery(ContestsApi.note, { id }, { enabled: Number.isInteger(id) && id > 0, quiet: true })
  return (
    <div className={pageStyle}>
      <Card
        title={note.data?.title ?? ''}
        as="h2"
        actions={
          <Link to="/contests">
            <FormattedMessage id="contests.note.back" />
          </Link>
        }
      >
        {note.isError ? <LoadError message={note.error.message} onRetry={() => void note.refetch()} /> : null}
        {note.data ? (
          <p data-testid="contests-note">
            <FormattedMessage id="contests.page.by" values={{ author: note.data.author }} />
          </p>
        ) : null}
      </Card>
    </div>
  )
}
