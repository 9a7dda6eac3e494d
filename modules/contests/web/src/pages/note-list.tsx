import type { Note } from '@oj/contests-contract'
import { css } from '@oj/sdk/css'
import { BASE_PATH, useNavigateTo } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedMessage } from 'react-intl'

const listStyle = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2' })
const itemStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline' })
const metaStyle = css({ color: 'fg.muted', textStyle: 'bodySm' })

/**
 * Notes as links to their pages, with author and date. The links navigate through the platform, so the
 * list works on the module's pages and in the home page's widget (another app's React root) alike.
 */
export function NoteList(props: { readonly notes: ReadonlyArray<Note> }): ReactNode {
  const navigate = useNavigateTo()
  return (
    <ul className={listStyle}>
      {props.notes.map((note) => (
        <li key={note.id} className={itemStyle}>
          <a
            href={`${BASE_PATH}/contests/${note.id}`}
            onClick={(event) => {
              event.preventDefault()
              navigate(`/contests/${note.id}`)
            }}
          >
            {note.title}
          </a>
          <span className={metaStyle}>
            <FormattedMessage id="contests.page.by" values={{ author: note.author }} /> ·{' '}
            <FormattedDate value={note.gmtCreate} dateStyle="medium" />
          </span>
        </li>
      ))}
    </ul>
  )
}
