import { ApiError, badRequest } from '@oj/sdk/server'
import { Effect, Schema, SchemaIssue } from 'effect'
import type { Context } from 'hono'

import { type Catalogue, isMessageId } from './messages.ts'

/**
 * The raw input of a request: the query string (and path parameters), merged with the body when the body is a JSON (or
 * form) object; a body that is an array or a scalar is the input itself (HOJ sends `List<Integer>`
 * bodies). Repeated query keys become arrays. Fails with a 400 on malformed JSON.
 */
export function readRawInput(c: Context): Effect.Effect<unknown, ApiError> {
  const query = queryOf(c)
  return readBody(c).pipe(
    Effect.map((body) => {
      if (body === undefined) return query
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) return { ...query, ...body }
      return body
    }),
    Effect.tap((raw) => {
      const where = nulAt(raw, '')
      return where === undefined ? Effect.void : Effect.fail(nulRefused(where))
    }),
  )
}

/** The query string's fields (repeated keys as arrays) and the path parameters. */
export function queryOf(c: Context): Record<string, string | Array<string>> {
  const query: Record<string, string | Array<string>> = {}
  for (const [key, values] of Object.entries(c.req.queries())) {
    query[key] = values.length === 1 ? (values[0] as string) : values
  }
  // Path parameters (`/thing/:id`) count as query fields.
  Object.assign(query, c.req.param())
  return query
}

/**
 * Where the input holds a NUL character (a text value or a key), as a field path ('' for the
 * input itself); undefined when none does. Postgres refuses NUL in text, and no field needs one.
 */
function nulAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (typeof value !== 'object' || value === null || depth > 64) return undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulAt(value[i], `${path}[${i}]`, depth + 1)
      if (found !== undefined) return found
    }
    return undefined
  }
  // A file of a form: its name is text (its bytes are not).
  if (value instanceof File) return value.name.includes('\u0000') ? path : undefined
  for (const [key, inner] of Object.entries(value)) {
    const field = path === '' ? key : `${path}.${key}`
    if (key.includes('\u0000')) return field
    const found = nulAt(inner, field, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

const nulRefused = (field: string): ApiError =>
  field === ''
    ? badRequest('http.error.nulInBody', 'The request holds a NUL character, which no field accepts')
    : badRequest(
        'http.error.nulInField',
        `Parameter '${field}' holds a NUL character, which is not accepted`,
        {
          field,
        },
      )

/** Methods whose request body is never read. */
export const NO_BODY: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])

function readBody(c: Context): Effect.Effect<unknown, ApiError> {
  if (NO_BODY.has(c.req.method)) return Effect.succeed(undefined)
  const type = (c.req.header('Content-Type') ?? '').toLowerCase()
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    // A form that cannot be read (no boundary, cut short, not a form at all) is the sender's error.
    return Effect.tryPromise({
      try: () => c.req.parseBody({ all: true }),
      catch: () => badRequest('http.error.malformedForm', 'The request body is not a valid form'),
    })
  }
  return Effect.promise(() => c.req.text()).pipe(
    Effect.flatMap((text) => {
      if (text.trim() === '') return Effect.succeed(undefined)
      try {
        return Effect.succeed(JSON.parse(text) as unknown)
      } catch {
        return Effect.fail(badRequest('http.error.malformedJson', 'The request body is not valid JSON'))
      }
    }),
  )
}

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** Decodes a route's input; a schema failure becomes a 400 that names the field. */
export function decodeInput<I>(
  schema: (Schema.Top & { readonly Type: I; readonly DecodingServices: never }) | undefined,
  raw: unknown,
  catalogue: Catalogue,
): Effect.Effect<I, ApiError> {
  if (!schema) return Effect.succeed(undefined as I)
  return Schema.decodeUnknownEffect(schema)(raw, { errors: 'first', onExcessProperty: 'ignore' }).pipe(
    Effect.mapError((error) => issueToApiError(error.issue, catalogue)),
  ) as Effect.Effect<I, ApiError>
}

/**
 * One human message for the first issue: a message annotation that is a catalogue id is shown as
 * that message alone ("The username is required"); otherwise the schema's text is prefixed by the
 * field ("Invalid parameter 'limit': Expected a value between 1 and 100").
 */
function issueToApiError(issue: SchemaIssue.Issue, catalogue: Catalogue): ApiError {
  const first = formatter(issue).issues[0]
  const detail = first?.message ?? 'Invalid value'
  const field = fieldName(first?.path ?? [])
  if (isMessageId(catalogue, detail)) return badRequest(detail, detail, field ? { field } : undefined)
  if (!field) return badRequest('http.error.invalidRequest', `Invalid request: ${detail}`, { detail })
  if (detail === 'Missing key') {
    return badRequest('http.error.missingParameter', `Missing parameter '${field}'`, { field })
  }
  // A union of a type with undefined is what an optional field says; the field is optional already.
  const cleaned = detail.replace(/ \| undefined$/, '')
  return badRequest('http.error.invalidParameter', `Invalid parameter '${field}': ${cleaned}`, {
    field,
    detail: cleaned,
  })
}

function fieldName(path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>): string {
  let name = ''
  for (const segment of path) {
    const key = typeof segment === 'object' && segment !== null ? segment.key : segment
    name += typeof key === 'number' ? `[${key}]` : name === '' ? String(key) : `.${String(key)}`
  }
  return name
}

export const isApiError = (u: unknown): u is ApiError =>
  u instanceof ApiError ||
  (typeof u === 'object' && u !== null && (u as { _tag?: unknown })._tag === 'ApiError')
