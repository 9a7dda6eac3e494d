import { useState } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { Pagination, type PaginationProps } from './pagination.tsx'

function Pager(props: Partial<PaginationProps>) {
  const [page, setPage] = useState(props.page ?? 1)
  const [pageSize, setPageSize] = useState(props.pageSize ?? 30)
  return (
    <Pagination
      total={props.total ?? 1234}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(s) => {
        setPageSize(s)
        setPage(1)
      }}
      size={props.size}
      showTotal={props.showTotal}
    />
  )
}

const meta = {
  title: 'ui/Pagination',
  component: Pagination,
  args: { total: 1234, page: 6, pageSize: 30, onPageChange: () => {} },
  render: (args) => <Pager {...args} />,
} satisfies Meta<typeof Pagination>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Small: Story = { args: { size: 'sm' } }
export const FewPages: Story = { args: { total: 42, page: 1, pageSize: 15 } }
export const Empty: Story = { args: { total: 0, page: 1 } }
