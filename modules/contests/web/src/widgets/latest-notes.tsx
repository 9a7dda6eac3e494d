import { ContestsApi } from '@oj/contests-contract'
import { Card, Empty } from '@oj/sdk/ui'
import { useApiQuery } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { NoteList } from '../pages/note-list.tsx'

/** The home page widget (the platform's 'home.widgets' slot): the three newest notes. */
export default function LatestNotes(): ReactNode {
  const notes = useApiQuery(ContestsApi.notes, { limit: 3 }, { quiet: true })
  if (notes.isError) return null
  return (
    <Card title={<FormattedMessage id="contests.widget.title" />} data-testid="contests-widget">
      {notes.data?.records.length === 0 ? <Empty /> : null}
      <NoteList notes={notes.data?.records ?? []} />
    </Card>
  )
}
