import { CurrentPage, IntFromQuery, Limit } from '@oj/sdk'
import { Effect, Option, Schema, type SchemaAST, SchemaIssue, SchemaTransformation } from 'effect'

import { KEYWORD_MAX_LENGTH, OJ_FILTERS } from './constants.ts'
import { parseTagIds } from './tag-ids.ts'

/**
 * An optional query parameter where an empty value means "not given": browsers and HOJ clients
 * send `keyword=&difficulty=` for untouched filters, which must not be read as 0 or rejected.
 */
export const optionalParam = <S extends Schema.Top>(schema: S) =>
  Schema.optionalKey(Schema.Unknown).pipe(
    Schema.decodeTo(
      Schema.optionalKey(schema),
      SchemaTransformation.transformOptional<S['Encoded'], unknown>({
        decode: (o) => Option.filter(o, (v) => v !== '' && v !== null) as Option.Option<S['Encoded']>,
        encode: (o) => o,
      }),
    ),
  )

const TagIdToken = Schema.Union([Schema.String, Schema.Number])

const invalidTags = (input: unknown, options: SchemaAST.ParseOptions) =>
  new SchemaIssue.InvalidValue(
    { message: 'Expected tag ids: one id, a comma list or a JSON list of positive integers' },
    input,
    options,
  )

/** Tag ids, decoded from any accepted form to a list without duplicates. */
export const TagIds = Schema.Union([TagIdToken, Schema.Array(TagIdToken)]).pipe(
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

export const DifficultyParam = IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 2 })))

export const Keyword = Schema.String.pipe(
  Schema.decodeTo(Schema.String.check(Schema.isMaxLength(KEYWORD_MAX_LENGTH)), SchemaTransformation.trim()),
)

export const OjParam = Schema.Literals(OJ_FILTERS)

/** GET /get-problem-list query. */
export const ProblemListQuery = Schema.Struct({
  keyword: optionalParam(Keyword),
  difficulty: optionalParam(DifficultyParam),
  tagId: optionalParam(TagIds),
  oj: optionalParam(OjParam),
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
})
export type ProblemListQuery = typeof ProblemListQuery.Type

/** GET /get-all-problem-tags and /get-problem-tags-and-classification query. */
export const TagsQuery = Schema.Struct({ oj: optionalParam(OjParam) })
export type TagsQuery = typeof TagsQuery.Type
