import { ContestsApi } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { Button, Card, Empty, Input, LoadError, Pagination } from '@oj/sdk/ui'
import { useApiMutation, useApiQuery, useAuth } from '@oj/sdk/web'
import { type FormEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { NoteList } from './note-list.tsx'

const pageStyle = css({ maxW: '960px', mx: 'auto', p: { base: '3', md: '6' } })
const formStyle = css({ display: 'flex', gap: '2', mb: '4' })

/** The list of notes, with a form to add one for logged-in users. */
export default function NotesPage(): ReactNode {
  const intl = useIntl()
  const { loggedIn } = useAuth()
  const [currentPage, setPage] = useState(1)
  const [title, setTitle] = useState('')
  const notes = useApiQuery(
    ContestsApi.notes,
    { currentPage, limit: 10 },
    { keepPrevious: true, quiet: true },
  )
  const add = useApiMutation(ContestsApi.addNote, {
    invalidates: [ContestsApi.notes],
    onSuccess: () => setTitle(''),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate({ title })
  }
  return (
    <div className={pageStyle}>
      <Card title={<FormattedMessage id="contests.page.title" />} as="h2">
        {loggedIn ? (
          <form className={formStyle} onSubmit={submit}>
            <Input
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              aria-label={intl.formatMessage({ id: 'contests.page.newTitle' })}
              placeholder={intl.formatMessage({ id: 'contests.page.newTitle' })}
            />
            <Button type="submit" disabled={add.isPending}>
              <FormattedMessage id="contests.page.add" />
            </Button>
          </form>
        ) : (
          <p>
            <FormattedMessage id="contests.page.loginToAdd" />
          </p>
        )}
        {notes.isError ? (
          <LoadError onRetry={() => void notes.refetch()} />
        ) : notes.data?.records.length === 0 ? (
          <Empty message={<FormattedMessage id="contests.page.empty" />} />
        ) : (
          <NoteList notes={notes.data?.records ?? []} />
        )}
        {notes.data && notes.data.pages > 1 ? (
          <Pagination
            total={notes.data.total}
            pageSize={notes.data.size}
            page={currentPage}
            onPageChange={setPage}
          />
        ) : null}
      </Card>
    </div>
  )
}
