import { Flag, Id, IntFromQuery, optionalParam, PageOf, PagingQuery } from '@oj/sdk'
import { Schema } from 'effect'

// Schemas of the plagiarism check (ours; HOJ has none): a check of a contest's or a problem's
// submissions runs in the background; its pairs, most similar first, and a pair side by side.

export const Nothing = Schema.Null

/** Start a check: of a contest (cid) or of a problem (pid), one of the two. */
export const NewCheck = Schema.Struct({
  cid: optionalParam(Id),
  pid: optionalParam(Id),
  /** Only accepted submissions (the default), else every judged one; each user's latest per problem. */
  onlyAccepted: optionalParam(Flag),
  /** The least similarity reported, in percent (default 30). */
  threshold: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 })))),
})
export const Created = Schema.Struct({ id: Schema.Int })

export const CheckStatus = Schema.Literals(['queued', 'running', 'done', 'failed'])

export const Check = Schema.Struct({
  id: Schema.Int,
  scope: Schema.Literals(['contest', 'problem']),
  scopeId: Schema.Int,
  status: CheckStatus,
  /** 0 to 100. */
  progress: Schema.Int,
  onlyAccepted: Schema.Boolean,
  threshold: Schema.Int,
  /** Submissions compared, and the pairs found at or above the threshold. */
  submissions: Schema.Int,
  pairs: Schema.Int,
  error: Schema.NullOr(Schema.String),
  username: Schema.NullOr(Schema.String),
  gmtCreate: Schema.String,
  gmtFinished: Schema.NullOr(Schema.String),
}).annotate({ identifier: 'PlagiarismCheck' })
export const CheckPage = PageOf(Check)
export const CheckList = Schema.Struct({ ...PagingQuery })
export const CheckId = Schema.Struct({ id: Id })

const Side = Schema.Struct({
  submitId: Schema.Int,
  uid: Schema.String,
  username: Schema.String,
  /** The problem as the submission names it: its display id in a contest, else the problem's id. */
  problem: Schema.String,
  submitTime: Schema.String,
  /** Percent of this side's fingerprints the other shares. */
  similarity: Schema.Number,
})

export const PairRow = Schema.Struct({
  id: Schema.Int,
  language: Schema.String,
  /** The mean of both sides' shares, in percent. */
  similarity: Schema.Number,
  a: Side,
  b: Side,
}).annotate({ identifier: 'PlagiarismPair' })
export const PairPage = PageOf(PairRow)
export const PairList = Schema.Struct({ ...PagingQuery, id: Id })

const Span = Schema.Struct({ start: Schema.Int, end: Schema.Int })
/** One pair side by side: both codes and the stretches each shares with the other. */
export const PairDetail = Schema.Struct({
  pair: PairRow,
  codeA: Schema.String,
  codeB: Schema.String,
  spansA: Schema.Array(Span),
  spansB: Schema.Array(Span),
})
export const PairId = Schema.Struct({ id: Id })
