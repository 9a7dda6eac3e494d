import './status.css'

import { useState } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../../stories/kit.tsx'
import {
  DEFAULT_STATUS_FILTERS,
  type StatusFilters,
  withOnlyMine,
  withProblemID,
  withStatus,
  withUsername,
} from './filters.ts'
import { StatusFilterBar } from './status-filter-bar.tsx'

/** The bar wired to local state, as the page wires it to the URL; `loggedIn` governs only-mine. */
function Interactive(props: { readonly initial: StatusFilters; readonly loggedIn: boolean }) {
  const [filters, setFilters] = useState(props.initial)
  const [note, setNote] = useState('')
  return (
    <div>
      <StatusFilterBar
        filters={filters}
        onOnlyMine={(on) => {
          if (on && !props.loggedIn) return setNote('Please login first')
          setNote('')
          setFilters(withOnlyMine(filters, on))
        }}
        onStatus={(s) => setFilters(withStatus(filters, s))}
        onSearch={(p, u) => setFilters(withUsername(withProblemID(filters, p), u))}
        onRefresh={() => setNote('refreshed')}
      />
      <pre data-testid="filters">{JSON.stringify(filters)}</pre>
      {note ? <p role="alert">{note}</p> : null}
    </div>
  )
}

const meta = {
  title: 'problems/StatusFilterBar',
  component: Interactive,
  decorators: [withModule()],
  args: { initial: DEFAULT_STATUS_FILTERS, loggedIn: true },
} satisfies Meta<typeof Interactive>
export default meta
type Story = StoryObj<typeof meta>

export const AllSubmissions: Story = {}
export const AcceptedOfAuthor: Story = {
  args: { initial: { ...DEFAULT_STATUS_FILTERS, status: 0, username: 'alice', problemID: 'P1000' } },
}
export const OnlyMine: Story = { args: { initial: { ...DEFAULT_STATUS_FILTERS, onlyMine: true } } }
export const Anonymous: Story = { args: { loggedIn: false } }
