import {
  CurrentPage,
  Flag,
  HojProblem,
  Id,
  IntFromQuery,
  Limit,
  NoInput,
  optionalParam,
  PageOf,
  TrimmedText,
} from '@oj/sdk'
import { Effect, Schema, type SchemaAST, SchemaIssue, SchemaTransformation } from 'effect'

import { KEYWORD_MAX_LENGTH, MAX_STATUS_PIDS, OJ_FILTERS } from '../constants.ts'
import { parseTagIds } from '../tag-ids.ts'
import { Language, ScopeId, Tag, TagClassification } from './common.schemas.ts'

// Schemas of the problem bank's calls (ProblemsApi), loaded lazily by problems.ts.
export { NoInput }

const Int = Schema.Int
const Text = Schema.String
const NullInt = Schema.NullOr(Schema.Int)
const NullText = Schema.NullOr(Schema.String)

const TagIdToken = Schema.Union([Schema.String, Schema.Number])

const invalidTags = (input: unknown, options: SchemaAST.ParseOptions) =>
  new SchemaIssue.InvalidValue(
    { message: 'Expected tag ids: one id, a comma list or a JSON list of positive integers' },
    input,
    options,
  )

/** Tag ids, decoded from any accepted form (3, "1,2", "[1,2]", a repeated parameter) without duplicates. */
const TagIds = Schema.Union([TagIdToken, Schema.Array(TagIdToken)]).pipe(
  Schema.decodeTo(
    Schema.Array(Schema.Int),
    SchemaTransformation.transformEffect({
      decode: (input, options) => {
        const ids = parseTagIds(input)
        return ids ? Effect.succeed(ids) : Effect.fail(invalidTags(input, options))
      },
      encode: (ids) => Effect.succeed(ids.join(',')),
    }),
  ),
)

const trimmed = TrimmedText

const OjParam = Schema.Literals(OJ_FILTERS)

/** GET /get-problem-list */
export const ProblemListQuery = Schema.Struct({
  keyword: optionalParam(trimmed(KEYWORD_MAX_LENGTH)),
  difficulty: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 2 })))),
  tagId: optionalParam(TagIds),
  oj: optionalParam(OjParam),
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
})
export type ProblemListQuery = typeof ProblemListQuery.Type

/** GET /get-all-problem-tags and /get-problem-tags-and-classification */
export const TagsQuery = Schema.Struct({ oj: optionalParam(Schema.Literals([...OJ_FILTERS, 'ALL'])) })

const counts = {
  total: Int,
  ac: Int,
  mle: Int,
  tle: Int,
  re: Int,
  pe: Int,
  ce: Int,
  wa: Int,
  se: Int,
  pa: Int,
}

/** A row of the problem list (HOJ's ProblemVO) with our `myStatus` and `gmtModified`. */
export const ProblemListRow = Schema.Struct({
  /** The numeric id, which calls taking `pid` want. */
  pid: Int,
  /** The display id, e.g. 'P1000' or 'HDU-1000'. */
  problemId: Text,
  title: Text,
  difficulty: Int,
  /** 0 ACM, 1 OI */
  type: Int,
  tags: Schema.Array(Tag),
  ...counts,
  /** The caller's score (training lists); null in the bank. */
  score: NullInt,
  /** The caller's status on it (-10 not submitted); null when anonymous. */
  myStatus: NullInt,
  gmtModified: Text,
})
export type ProblemListRow = typeof ProblemListRow.Type
export const ProblemListPage = PageOf(ProblemListRow)
export type ProblemListPage = typeof ProblemListPage.Type

export const Tags = Schema.Array(Tag)
/** One group of get-problem-tags-and-classification; `classification` is null for unclassified tags. */
const TagsOfClassification = Schema.Struct({
  classification: Schema.NullOr(TagClassification),
  tagList: Schema.Array(Tag),
})
export type TagsOfClassification = typeof TagsOfClassification.Type
export const TagGroups = Schema.Array(TagsOfClassification)

/** GET /get-problem-detail: the display id (without regard to case); `gid` a group's problem. */
export const ProblemDetailQuery = Schema.Struct({
  problemId: Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(Schema.isNonEmpty({ message: 'problems.error.problemIdRequired' })).check(
        Schema.isMaxLength(100),
      ),
      SchemaTransformation.trim(),
    ),
  ),
  gid: ScopeId,
})

/**
 * HOJ's Problem as the statement shows it: never the checker, the judge's files or test data
 * (spjCode, spjLanguage and judgeExtraFile are null); `parseExamples` reads its `examples`.
 */
export const Problem = HojProblem
export type ProblemDetailProblem = typeof Problem.Type

/** Submission counts per verdict of a problem (HOJ's ProblemCountVO). */
const ProblemCount = Schema.Struct({ pid: Int, ...counts })
export type ProblemCount = typeof ProblemCount.Type

/** GET /get-problem-detail (HOJ's ProblemInfoVO). */
export const ProblemDetail = Schema.Struct({
  problem: Problem,
  tags: Schema.Array(Tag),
  /** Language names, as GET /languages names them. */
  languages: Schema.Array(Text),
  problemCount: ProblemCount,
  /** Language name → template code (languages without one are left out). */
  codeTemplate: Schema.Record(Schema.String, Schema.String),
})
export type ProblemDetail = typeof ProblemDetail.Type

export const PidQuery = Schema.Struct({ pid: Id })

/** A row of GET /get-problem-code-template (HOJ's CodeTemplate), with the language's name. */
const CodeTemplate = Schema.Struct({
  id: Int,
  pid: Int,
  /** The language's id, as GET /languages numbers them. */
  lid: Int,
  code: Text,
  status: Schema.Boolean,
  gmtCreate: NullText,
  gmtModified: NullText,
  language: Text,
})
export type CodeTemplate = typeof CodeTemplate.Type
export const CodeTemplates = Schema.Array(CodeTemplate)

export const RandomProblem = Schema.Struct({ problemId: Text })
export type RandomProblem = typeof RandomProblem.Type

/** POST /get-user-problem-status (HOJ's PidListDTO). */
export const UserProblemStatusInput = Schema.Struct({
  pidList: Schema.Array(Id).check(Schema.isMaxLength(MAX_STATUS_PIDS)),
  isContestProblemList: optionalParam(Flag),
  containsEnd: optionalParam(Flag),
  cid: ScopeId,
  gid: ScopeId,
})
export type UserProblemStatusInput = typeof UserProblemStatusInput.Type

/** -10 not submitted, -5 hidden by the scope; else Accepted if ever, or the latest verdict. */
const UserProblemStatus = Schema.Struct({
  status: Int,
  /** The score of that submission, for OI problems. */
  score: Schema.optionalKey(Int),
})
export type UserProblemStatus = typeof UserProblemStatus.Type
/** pid → status */
export const UserProblemStatusMap = Schema.Record(Schema.String, UserProblemStatus)

/** GET /get-last-ac-code: `cid` for the contest's submissions. */
export const LastAcCodeQuery = Schema.Struct({ pid: Id, cid: ScopeId })
export type LastAcCodeQuery = typeof LastAcCodeQuery.Type
export const LastAcCode = Schema.Struct({ submitId: Int, code: Text, language: Text })
export type LastAcCode = typeof LastAcCode.Type

/** GET /languages: `pid` narrows to the problem's languages; `all` includes remote judges' ones. */
export const LanguagesQuery = Schema.Struct({ pid: optionalParam(Id), all: optionalParam(Flag) })
export const Languages = Schema.Array(Language)
