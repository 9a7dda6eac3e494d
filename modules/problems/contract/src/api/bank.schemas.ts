import { CurrentPage, HojProblem, Id, IntFromQuery, Limit, optionalParam, PageOf, TrimmedText } from '@oj/sdk'
import { Schema } from 'effect'

import { KEYWORD_MAX_LENGTH, OJ_FILTERS } from '../constants.ts'
import { Tag } from './common.schemas.ts'

// Schemas of the problem bank's admin calls (BankApi, bank.ts), as hoj-wire.txt names them: the admin
// problem list, one problem, delete, the auth switch, compiling a special judge, a problem's tags.

export const Nothing = Schema.Null

/** GET /admin/problem/get-problem-list: `auth` 1 public, 2 private, 3 contest; `oj` as the bank's list. */
export const BankListQuery = Schema.Struct({
  keyword: optionalParam(TrimmedText(KEYWORD_MAX_LENGTH)),
  auth: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 3 })))),
  oj: optionalParam(Schema.Literals([...OJ_FILTERS, 'ALL', 'LOCAL'])),
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
})
export type BankListQuery = typeof BankListQuery.Type

/** A row of the admin list: HOJ's Problem (without the checker's code) with its tags. */
export const BankProblemRow = Schema.Struct({ ...HojProblem.fields, tags: Schema.Array(Tag) })
export type BankProblemRow = typeof BankProblemRow.Type
export const BankProblemPage = PageOf(BankProblemRow)
export type BankProblemPage = typeof BankProblemPage.Type

/** GET and DELETE /admin/problem */
export const PidQuery = Schema.Struct({ pid: Id })

/** GET /admin/problem: HOJ's Problem with the checker, for its editor. */
export const EditedProblem = HojProblem

/** PUT /admin/problem/change-problem-auth: HOJ's client sends the whole row; `id` and `auth` count. */
export const ChangeAuthInput = Schema.Struct({
  id: Id,
  auth: IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 3 }))),
})
export type ChangeAuthInput = typeof ChangeAuthInput.Type

/** POST /admin/problem/compile-spj and compile-interactive (HOJ's CompileDTO). */
export const CompileInput = Schema.Struct({
  code: Schema.String.check(Schema.isMaxLength(65535)),
  language: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)),
  pid: optionalParam(Id),
  token: optionalParam(Schema.String),
  /** The judge's extra files (testlib.h, ...) as a map, or its JSON string. */
  extraFiles: optionalParam(Schema.Union([Schema.String, Schema.Record(Schema.String, Schema.String)])),
})
export type CompileInput = typeof CompileInput.Type

/** GET /get-problem-tags: a problem's tags (none without `pid`). */
export const ProblemTagsQuery = Schema.Struct({ pid: optionalParam(Id) })
export const Tags = Schema.Array(Tag)

/** GET /get-full-screen-problem-list (HOJ's ProblemFullScreenListVO). */
export const FullScreenQuery = Schema.Struct({
  tid: optionalParam(IntFromQuery),
  cid: optionalParam(IntFromQuery),
})
export const FullScreenList = Schema.Array(
  Schema.Struct({
    pid: Schema.Int,
    problemId: Schema.String,
    title: Schema.String,
    status: Schema.NullOr(Schema.Int),
    score: Schema.NullOr(Schema.Int),
  }),
)
export type FullScreenList = typeof FullScreenList.Type

/** GET /file/download-testcase and /file/export-problem: one id, a comma list or a repeated `pid`. */
export const DownloadQuery = Schema.Struct({ pid: Id })
export const ExportQuery = Schema.Struct({
  pid: Schema.Union([
    Schema.String,
    Schema.Number,
    Schema.Array(Schema.Union([Schema.String, Schema.Number])),
  ]),
})

/** The multipart `file` of an upload: the platform streams it to disk (`UploadedFile`). */
export const UploadInput = Schema.Struct({
  file: optionalParam(Schema.Unknown),
  mode: optionalParam(Schema.String),
  gid: optionalParam(IntFromQuery),
})

/** What one imported problem became (our reply; HOJ answers nothing). */
export const ImportedProblem = Schema.Struct({
  pid: Schema.Int,
  problemId: Schema.String,
  title: Schema.String,
  caseCount: Schema.Int,
  /** The package's file or folder it came from. */
  source: Schema.String,
})
export type ImportedProblem = typeof ImportedProblem.Type
export const ImportResult = Schema.Struct({ problems: Schema.Array(ImportedProblem) })
export type ImportResult = typeof ImportResult.Type
