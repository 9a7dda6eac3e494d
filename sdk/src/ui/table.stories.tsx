import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { DifficultyTag } from './difficulty-tag.tsx'
import { ProgressBar } from './progress-bar.tsx'
import { StatusTag } from './status-tag.tsx'
import { Table, type TableColumn } from './table.tsx'

interface Row {
  readonly pid: string
  readonly title: string
  readonly difficulty: number
  readonly ac: number
  readonly total: number
  readonly myStatus: number | null
}

const rows: ReadonlyArray<Row> = [
  { pid: '1000', title: 'A + B Problem', difficulty: 0, ac: 812, total: 1000, myStatus: 0 },
  { pid: '1001', title: '最长上升子序列', difficulty: 1, ac: 120, total: 480, myStatus: -1 },
  {
    pid: '1002',
    title: 'Shortest Paths on a Very Long Road Network',
    difficulty: 2,
    ac: 3,
    total: 97,
    myStatus: null,
  },
]

const columns: ReadonlyArray<TableColumn<Row>> = [
  {
    key: 'status',
    header: '',
    width: '48px',
    cell: (r) => (r.myStatus === null ? null : <StatusTag status={r.myStatus} short size="sm" />),
  },
  { key: 'pid', header: 'ID', width: '80px', cell: (r) => r.pid },
  { key: 'title', header: 'Title', cell: (r) => r.title },
  {
    key: 'level',
    header: 'Level',
    width: '90px',
    align: 'center',
    cell: (r) => <DifficultyTag level={r.difficulty} size="sm" />,
  },
  { key: 'total', header: 'Total', width: '80px', align: 'end', hideOnMobile: true, cell: (r) => r.total },
  {
    key: 'rate',
    header: 'AC Rate',
    width: '160px',
    cell: (r) => <ProgressBar value={r.ac} max={r.total} size="sm" />,
  },
]

const meta = {
  title: 'ui/Table',
  component: Table<Row>,
  args: { columns, rows, rowKey: (r: Row) => r.pid },
} satisfies Meta<typeof Table<Row>>
export default meta
type Story = StoryObj<typeof meta>

export const ProblemList: Story = {}
export const Empty: Story = { args: { rows: [] } }
export const Loading: Story = { args: { rows: [], loading: true } }
