import { Schema } from 'effect'

// Lives in the shared part so that contracts (which web code imports too) can use it without
// pulling in the server entry; `@oj/sdk/server` re-exports it for existing importers.

/** An integer given as a number or, as query strings carry it, as text. */
export const IntFromQuery = Schema.Union([
  Schema.Int,
  Schema.NumberFromString.pipe(Schema.check(Schema.isInt())),
])

/**
 * Paging query fields shared by list calls: `currentPage` from 1, `limit` 1..100 (spec 1 §9's size
 * choices top out at 100). Query strings carry numbers as text, so both accept either.
 */
export const CurrentPage = IntFromQuery.pipe(
  Schema.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000 })),
  Schema.annotate({ description: 'currentPage' }),
)
export const Limit = IntFromQuery.pipe(
  Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 })),
  Schema.annotate({ description: 'limit' }),
)

export const PagingQuery = {
  currentPage: Schema.optional(CurrentPage),
  limit: Schema.optional(Limit),
}

/** Offset of a page (1-based) of a given size. */
export const pageOffset = (currentPage: number, limit: number): number => (currentPage - 1) * limit

/** A page of rows in HOJ's shape, `pages` computed from the total and the size. */
export const pageOf = <T>(
  records: ReadonlyArray<T>,
  total: number,
  current: number,
  size: number,
): { records: ReadonlyArray<T>; total: number; size: number; current: number; pages: number } => ({
  records,
  total,
  size,
  current,
  pages: size > 0 ? Math.ceil(total / size) : 0,
})
