import { CurrentPage, IntFromQuery, Limit } from '@oj/sdk'
import { Effect, Option, Schema, type SchemaAST, SchemaIssue, SchemaTransformation } from 'effect'

import { KEYWORD_MAX_LENGTH, OJ_FILTERS } from './constants.ts'

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

const MAX_TAGS = 20
const TagIdToken = Schema.Union([Schema.String, Schema.Number])

const invalidTags = (input: unknown, options: SchemaAST.ParseOptions) =>
  new SchemaIssue.InvalidValue(
    { message: 'Expected tag ids: one id, a comma list or a JSON list of positive integers' },
    input,
    options,
  )

/** Reads every form a client may give tag ids in: 3, "3", "1,2", "[1,2]", or a repeated parameter. */
export const parseTagIds = (input: unknown): ReadonlyArray<number> | undefined => {
  let items: ReadonlyArray<unknown>
  if (Array.isArray(input)) items = input
  else if (typeof input === 'number') items = [input]
  else if (typeof input === 'string') {
    const text = input.trim()
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text)
        if (!Array.isArray(parsed)) return undefined
        items = parsed
      } catch {
        return undefined
      }
    } else items = text === '' ? [] : text.split(',')
  } else return undefined
  const ids: Array<number> = []
  for (const item of items) {
    const n = typeof item === 'string' && item.trim() !== '' ? Number(item) : item
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) return undefined
    if (!ids.includes(n)) ids.push(n)
  }
  return ids.length <= MAX_TAGS ? ids : undefined
}

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
