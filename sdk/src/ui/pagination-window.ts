// Which page buttons a pager shows. The first and last pages are always there; the pages around the
// current one fill the remaining slots, and an ellipsis stands for each hidden run. With 5 slots
// (spec 1 §9: "pager shows 5 pages") page 6 of 20 reads: 1 … 5 6 7 … 20.

export type PageWindowItem =
  | { readonly type: 'page'; readonly value: number }
  | { readonly type: 'ellipsis'; readonly side: 'start' | 'end' }

/** Number of pages for `total` rows; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1
  return Math.ceil(total / pageSize)
}

export function pageWindow(current: number, totalPages: number, slots = 5): ReadonlyArray<PageWindowItem> {
  const last = Math.max(1, Math.floor(totalPages))
  const width = Math.max(3, Math.floor(slots))
  const page = Math.min(Math.max(1, Math.floor(current)), last)
  const pages = (from: number, to: number): PageWindowItem[] =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ type: 'page', value: from + i }))
  if (last <= width) return pages(1, last)

  // Slots between the first and the last page, centred on the current page, then pushed inside.
  const inner = width - 2
  let start = page - Math.floor((inner - 1) / 2)
  let end = start + inner - 1
  if (start < 2) {
    start = 2
    end = start + inner - 1
  }
  if (end > last - 1) {
    end = last - 1
    start = end - inner + 1
  }
  return [
    { type: 'page', value: 1 },
    ...(start > 2 ? [{ type: 'ellipsis', side: 'start' } as const] : []),
    ...pages(start, end),
    ...(end < last - 1 ? [{ type: 'ellipsis', side: 'end' } as const] : []),
    { type: 'page', value: last },
  ]
}
