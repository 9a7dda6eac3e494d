import { Schema } from 'effect'

/** A tag as list rows carry it. */
export const TagChip = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  color: Schema.NullOr(Schema.String),
})
export type TagChip = typeof TagChip.Type

/** A tag in full: `oj` is 'ME' for the product's own tags or a remote source; `gid` a group's tags. */
export const Tag = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  color: Schema.NullOr(Schema.String),
  oj: Schema.String,
  gid: Schema.NullOr(Schema.Int),
  classificationId: Schema.NullOr(Schema.Int),
})
export type Tag = typeof Tag.Type

export const TagClassification = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  oj: Schema.String,
  rank: Schema.Int,
})
export type TagClassification = typeof TagClassification.Type

/** One group of get-problem-tags-and-classification; `classification` is null for unclassified tags. */
export const TagsOfClassification = Schema.Struct({
  classification: Schema.NullOr(TagClassification),
  tagList: Schema.Array(Tag),
})
export type TagsOfClassification = typeof TagsOfClassification.Type

/** Counts of submissions per verdict (spec 1 §3 problem list row). */
export const VerdictCounts = {
  total: Schema.Int,
  ac: Schema.Int,
  wa: Schema.Int,
  tle: Schema.Int,
  mle: Schema.Int,
  re: Schema.Int,
  pe: Schema.Int,
  ce: Schema.Int,
  se: Schema.Int,
  pa: Schema.Int,
}
export const VERDICT_COUNT_KEYS = ['total', 'ac', 'wa', 'tle', 'mle', 're', 'pe', 'ce', 'se', 'pa'] as const

/** A row of GET /get-problem-list (spec 1 §3 "Problem list row"). */
export const ProblemListRow = Schema.Struct({
  /** Numeric id, used by calls that take `pid`. */
  pid: Schema.Int,
  /** Display id, e.g. 'P1000' or 'HDU-1000'. */
  problemId: Schema.String,
  title: Schema.String,
  difficulty: Schema.Int,
  /** 0 ACM, 1 OI. */
  type: Schema.Int,
  tags: Schema.Array(TagChip),
  ...VerdictCounts,
  /** The caller's best status on the problem; null when anonymous or not known to this module. */
  myStatus: Schema.NullOr(Schema.Int),
  /** ISO 8601. */
  gmtModified: Schema.String,
})
export type ProblemListRow = typeof ProblemListRow.Type

export const ProblemListPage = Schema.Struct({
  records: Schema.Array(ProblemListRow),
  total: Schema.Int,
  current: Schema.Int,
  size: Schema.Int,
})
export type ProblemListPage = typeof ProblemListPage.Type
