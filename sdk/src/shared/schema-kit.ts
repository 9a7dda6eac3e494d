import { Option, Schema, SchemaTransformation } from 'effect'

import { IntFromQuery } from './paging.ts'

// Schema pieces every contract needs for HOJ-shaped inputs and outputs.

/** The input of a call that takes none (extra query fields are ignored, as everywhere). */
export const NoInput = Schema.Struct({})

/**
 * An optional query parameter where an empty value means "not given": browsers and HOJ clients
 * send `keyword=&difficulty=` for untouched filters and `null` for absent ids, which must not be
 * read as 0 or rejected.
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

/** true/false from JSON, or 'true'/'false'/'1'/'0' from a query string or a form. */
export const Flag = Schema.Union([Schema.Boolean, Schema.Literals(['true', 'false', '1', '0'])]).pipe(
  Schema.decodeTo(
    Schema.Boolean,
    SchemaTransformation.transform({
      decode: (v) => v === true || v === 'true' || v === '1',
      encode: (v) => v,
    }),
  ),
)

/** A positive database id (a Java Long or Integer), from JSON or a query string. */
export const Id = IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })))

/** A page of rows as HOJ's MyBatis-Plus `Page` serialises it. */
export const PageOf = <S extends Schema.Top>(item: S) =>
  Schema.Struct({
    records: Schema.Array(item),
    total: Schema.Number,
    size: Schema.Number,
    current: Schema.Number,
    pages: Schema.Number,
  })

/** A JSON value of any shape (documented as such; prefer a real schema). */
export const Json = Schema.Unknown

/** A string, or null where HOJ's column may be empty. */
export const NullableString = Schema.NullOr(Schema.String)
export const NullableNumber = Schema.NullOr(Schema.Number)

/**
 * A string with its surrounding white space trimmed, then at most `max` characters (`message`: the
 * message id shown when it is longer, else the schema's own words).
 */
export const TrimmedText = (max: number, message?: string) =>
  Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(Schema.isMaxLength(max, message ? { message } : undefined)),
      SchemaTransformation.trim(),
    ),
  )
