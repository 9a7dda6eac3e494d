import { css, cva, cx } from '@oj/sdk/css'
import { useIntl } from 'react-intl'

import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx'
import { pageCount, pageWindow } from './pagination-window.ts'
import { Select } from './select.tsx'

/** Page-size choices of spec 1 §9. */
export const PAGE_SIZES: ReadonlyArray<number> = [10, 15, 30, 50, 100]

export interface PaginationProps {
  /** Number of rows in all pages. */
  readonly total: number
  /** The current page, from 1. */
  readonly page: number
  readonly pageSize: number
  readonly onPageChange: (page: number) => void
  /** Shows a page-size select when given together with `pageSizes` (default PAGE_SIZES). */
  readonly onPageSizeChange?: (pageSize: number) => void
  readonly pageSizes?: ReadonlyArray<number>
  /** 'auto' (default) is small under 768 px (spec 1 §1); 'sm' and 'md' force a size. */
  readonly size?: 'auto' | 'sm' | 'md'
  /** Shows "Total n" before the pages (default true). */
  readonly showTotal?: boolean
  /** Page numbers shown at most (default 5, spec 1 §9). */
  readonly slots?: number
  readonly className?: string
}

const itemStyle = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'control',
    borderWidth: '1px',
    borderColor: 'transparent',
    bg: 'transparent',
    color: 'fg.default',
    fontSize: '14px',
    cursor: 'pointer',
    _hover: { color: 'accent.default' },
    _selected: { bg: 'accent.default', color: 'fg.onAccent', _hover: { color: 'fg.onAccent' } },
    _disabled: { color: 'fg.subtle', cursor: 'not-allowed', _hover: { color: 'fg.subtle' } },
  },
  variants: {
    size: {
      sm: { minW: '6', h: '6', px: '1', fontSize: '13px' },
      md: { minW: '8', h: '8', px: '1.5' },
      auto: { minW: { base: '6', md: '8' }, h: { base: '6', md: '8' }, px: { base: '1', md: '1.5' } },
    },
  },
})

const rootStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' })
const totalStyle = css({ color: 'fg.muted', fontSize: '13px', me: '2' })

/**
 * A pager: the total, previous and next, the page numbers of `pageWindow` and, when asked, a page-size
 * select. Plain buttons (no ark Pagination): a pager only calls `onPageChange`, so it needs no state
 * machine in the first load of every list.
 */
export function Pagination(props: PaginationProps) {
  const { total, page, pageSize, onPageChange, onPageSizeChange, size = 'auto', showTotal = true } = props
  const intl = useIntl()
  const pages = pageCount(total, pageSize)
  const current = Math.min(Math.max(page, 1), pages)
  const item = itemStyle({ size })
  const sizes = props.pageSizes ?? PAGE_SIZES
  const go = (to: number) => {
    if (to >= 1 && to <= pages && to !== current) onPageChange(to)
  }
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'sdk.pagination.label' })}
      className={cx(rootStyle, props.className)}
    >
      {showTotal ? (
        <span className={totalStyle}>{intl.formatMessage({ id: 'sdk.pagination.total' }, { total })}</span>
      ) : null}
      <button
        type="button"
        className={item}
        aria-label={intl.formatMessage({ id: 'sdk.pagination.prev' })}
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        <ChevronLeftIcon />
      </button>
      {pageWindow(current, pages, props.slots).map((w) =>
        w.type === 'page' ? (
          <button
            key={w.value}
            type="button"
            className={item}
            aria-label={intl.formatMessage({ id: 'sdk.pagination.page' }, { page: w.value })}
            aria-current={w.value === current ? 'page' : undefined}
            data-selected={w.value === current ? '' : undefined}
            onClick={() => go(w.value)}
          >
            {w.value}
          </button>
        ) : (
          <span key={w.side} className={cx(item, css({ cursor: 'default' }))} aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={item}
        aria-label={intl.formatMessage({ id: 'sdk.pagination.next' })}
        disabled={current >= pages}
        onClick={() => go(current + 1)}
      >
        <ChevronRightIcon />
      </button>
      {onPageSizeChange ? (
        <Select
          size={size === 'md' ? 'md' : 'sm'}
          className={css({ ms: '2', minW: '24' })}
          aria-label={intl.formatMessage({ id: 'sdk.pagination.pageSize' }, { size: pageSize })}
          value={String(pageSize)}
          options={sizes.map((s) => ({
            value: String(s),
            label: intl.formatMessage({ id: 'sdk.pagination.pageSize' }, { size: s }),
          }))}
          onValueChange={(v) => v && onPageSizeChange(Number(v))}
        />
      ) : null}
    </nav>
  )
}
