// The malformed requests of the fuzz test, made from an endpoint's input schema: a plausible input
// (every field filled with a value of its type) with one field replaced by a bad value, and
// malformed bodies (truncated JSON, another content type, broken multipart, an empty body).
// Seeded: the same seed gives the same requests, in the same order.
import { type AnyEndpoint, pathParams } from '@oj/sdk'
import { Schema } from 'effect'

/** One request to send: method, path with its query, headers and raw body. */
export interface FuzzCase {
  readonly label: string
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string | Uint8Array<ArrayBuffer>
}

type Json = Record<string, unknown>

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** A field of the input: its name and JSON Schema (after resolving a local `$ref`). */
interface Field {
  readonly name: string
  readonly schema: Json
}

function resolve(schema: Json, defs: Record<string, Json>, depth = 0): Json {
  const ref = schema['$ref']
  if (typeof ref === 'string' && depth < 8) {
    const target = defs[ref.replace(/^#\/\$defs\//, '')]
    if (target) return resolve(target, defs, depth + 1)
  }
  return schema
}

/** The alternatives of a union (anyOf/oneOf), or the schema itself. */
function alternatives(schema: Json, defs: Record<string, Json>): Array<Json> {
  const s = resolve(schema, defs)
  const list = (s['anyOf'] ?? s['oneOf']) as Array<Json> | undefined
  return list ? list.flatMap((a) => alternatives(a, defs)) : [s]
}

/** A value of the schema's type a handler could take (ids 1, text 'fuzz', the first enum member). */
function plausible(schema: Json, defs: Record<string, Json>, depth = 0): unknown {
  const options = alternatives(schema, defs).filter((a) => a['type'] !== 'null')
  const s = options[0] ?? {}
  if ('const' in s) return s['const']
  if (Array.isArray(s['enum'])) return s['enum'][0]
  switch (s['type']) {
    case 'integer':
    case 'number':
      return typeof s['minimum'] === 'number' ? Math.max(1, s['minimum']) : 1
    case 'boolean':
      return true
    case 'string':
      return typeof s['pattern'] === 'string' || typeof s['format'] === 'string' ? '1' : 'fuzz'
    case 'array': {
      if (depth > 3) return []
      const items = s['items'] as Json | undefined
      return items ? [plausible(items, defs, depth + 1)] : []
    }
    case 'object': {
      if (depth > 3) return {}
      const out: Json = {}
      for (const [k, v] of Object.entries((s['properties'] ?? {}) as Record<string, Json>))
        out[k] = plausible(v, defs, depth + 1)
      return out
    }
    default:
      return 1
  }
}

const LONG = 'x'.repeat(70_000)
const NUL = 'a\u0000b'

/** The bad values every field gets in turn (JSON bodies: as they are; query strings: as text). */
const BAD_JSON_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['2^31', 2_147_483_648],
  ['2^63', 2 ** 63],
  ['-2^63', -(2 ** 63)],
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['NUL', NUL],
  ['lone surrogate', '\ud800x'],
  ['emoji', '😀\u202e\ufeff'],
  ['long', LONG],
  ['empty', ''],
  ['null', null],
  ['true', true],
  ['object', { a: 1 }],
  ['array', [1, 'a']],
  ['2^31 text', '2147483648'],
  ['2^63 text', '9223372036854775808'],
  ['array of NUL', [NUL]],
  ['array of 2^31', [2_147_483_648]],
]

/** The same in a query string (and as raw JSON text where JSON.stringify cannot say it). */
const BAD_QUERY_VALUES: ReadonlyArray<readonly [string, string]> = [
  ['2^31', '2147483648'],
  ['2^63', '9223372036854775808'],
  ['1e309', '1e309'],
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['NaN', 'NaN'],
  ['NUL', encodeURIComponent(NUL)],
  ['lone surrogate', '%ED%A0%80'],
  ['bad utf-8', '%FF%FE'],
  ['bad escape', '%zz'],
  ['long', LONG.slice(0, 6000)],
  ['text', 'abc'],
]

/** Raw JSON texts a JSON.stringify cannot produce: 1e309 parses to Infinity, -0, a 400-digit number. */
const RAW_JSON_NUMBERS: ReadonlyArray<readonly [string, string]> = [
  ['1e309', '1e309'],
  ['-1e309', '-1e309'],
  ['-0', '-0'],
  ['400 digits', '9'.repeat(400)],
]

const JSON_TYPE = { 'Content-Type': 'application/json' }

function queryString(values: Json): string {
  const parts: Array<string> = []
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null) continue
    const text = typeof v === 'object' ? JSON.stringify(v) : String(v)
    parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(text)}`)
  }
  return parts.join('&')
}

/** `/a/:id` with the path parameters filled (raw text, already encoded). */
function fillPath(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => values[name] ?? '1')
}

/**
 * Every malformed request for one endpoint on one method: a few whole-request cases (empty,
 * truncated JSON, other content types, broken multipart, odd bodies), then each field (at most
 * `maxFields`, chosen by the seeded generator when there are more) with each bad value.
 */
export async function casesFor(
  endpoint: AnyEndpoint,
  method: string,
  random: () => number,
  maxFields = 8,
): Promise<Array<FuzzCase>> {
  const { input } = await endpoint.schemas()
  const doc = Schema.toJsonSchemaDocument(input as Schema.Top)
  const defs = doc.definitions as Record<string, Json>
  const root = resolve(doc.schema as Json, defs)
  const objectRoot = alternatives(root, defs).find((a) => a['type'] === 'object')
  const fields: Array<Field> = Object.entries((objectRoot?.['properties'] ?? {}) as Record<string, Json>).map(
    ([name, schema]) => ({ name, schema }),
  )
  const base = (objectRoot ? plausible(objectRoot, defs) : plausible(root, defs)) as unknown
  const baseObject: Json =
    typeof base === 'object' && base !== null && !Array.isArray(base) ? (base as Json) : {}
  const inPath = new Set(pathParams(endpoint.path))
  const pathValues: Record<string, string> = {}
  for (const name of inPath) pathValues[name] = encodeURIComponent(String(baseObject[name] ?? 1))
  const withBody = method === 'POST' || method === 'PUT'
  const prefix = endpoint.base
  const at = (values: Readonly<Record<string, string>> = pathValues) =>
    prefix + fillPath(endpoint.path, values)

  const cases: Array<FuzzCase> = []
  const add = (label: string, c: Omit<FuzzCase, 'label' | 'method'>) => cases.push({ label, method, ...c })

  // Whole-request cases.
  add('empty', { path: at(), headers: {} })
  if (withBody) {
    const text = JSON.stringify(base ?? {})
    add('empty JSON body', { path: at(), headers: JSON_TYPE, body: '' })
    add('truncated JSON', {
      path: at(),
      headers: JSON_TYPE,
      body: text.slice(0, Math.max(1, text.length >> 1)),
    })
    add('truncated JSON {', { path: at(), headers: JSON_TYPE, body: '{"a":' })
    add('JSON as text/plain', { path: at(), headers: { 'Content-Type': 'text/plain' }, body: text })
    add('JSON as xml', { path: at(), headers: { 'Content-Type': 'application/xml' }, body: text })
    add('no content type', { path: at(), headers: {}, body: text })
    add('body null', { path: at(), headers: JSON_TYPE, body: 'null' })
    add('body number', { path: at(), headers: JSON_TYPE, body: '2147483648' })
    add('body string', { path: at(), headers: JSON_TYPE, body: '"a\\u0000b"' })
    add('body array', { path: at(), headers: JSON_TYPE, body: '[2147483648,"\\u0000",null]' })
    add('deep JSON', { path: at(), headers: JSON_TYPE, body: '['.repeat(20_000) + ']'.repeat(20_000) })
    add('NUL key', { path: at(), headers: JSON_TYPE, body: '{"\\u0000":1,"__proto__":{"x":1}}' })
    add('invalid UTF-8 body', {
      path: at(),
      headers: JSON_TYPE,
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    })
    add('form', {
      path: at(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: queryString(baseObject) + '&x=%zz&y=%00',
    })
    add('multipart without boundary', {
      path: at(),
      headers: { 'Content-Type': 'multipart/form-data' },
      body: 'x',
    })
    add('multipart garbage', {
      path: at(),
      headers: { 'Content-Type': 'multipart/form-data; boundary=XyZ' },
      body: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\nPK\u0003\u0004garbage',
    })
    add('multipart wrong boundary', {
      path: at(),
      headers: { 'Content-Type': 'multipart/form-data; boundary=abc' },
      body: '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n',
    })
    add('multipart fields', {
      path: at(),
      headers: { 'Content-Type': 'multipart/form-data; boundary=B' },
      body: [
        ...Object.entries(baseObject).map(
          ([k, v]) => `--B\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`,
        ),
        '--B\r\nContent-Disposition: form-data; name="file"; filename="x\u0000.zip"\r\n\r\n\u0000\u0001\r\n--B--\r\n',
      ].join(''),
    })
  } else {
    add('plausible query', { path: `${at()}?${queryString(baseObject)}`, headers: {} })
    add('repeated keys', {
      path: `${at()}?${fields.map((f) => `${encodeURIComponent(f.name)}=1&${encodeURIComponent(f.name)}=2`).join('&')}`,
      headers: {},
    })
    if (method !== 'GET') add('truncated JSON body', { path: at(), headers: JSON_TYPE, body: '{"a":' })
  }

  // One field at a time.
  let chosen = fields
  if (chosen.length > maxFields) {
    chosen = [...fields].sort(() => random() - 0.5).slice(0, maxFields)
  }
  // Each field gets the values that found bugs before (past int4, NUL, 1e309, another type), and a
  // seeded draw of the rest: every value is tried on many fields across a run, in a few thousand requests.
  const draw = <T>(all: ReadonlyArray<readonly [string, T]>, core: ReadonlyArray<string>, extra: number) => [
    ...all.filter(([label]) => core.includes(label)),
    ...all
      .filter(([label]) => !core.includes(label))
      .map((entry) => [random(), entry] as const)
      .sort((x, y) => x[0] - y[0])
      .slice(0, extra)
      .map(([, entry]) => entry),
  ]
  for (const field of chosen) {
    const jsonValues = draw(BAD_JSON_VALUES, ['2^31', 'NUL', 'object'], 5)
    const rawNumbers = draw(RAW_JSON_NUMBERS, ['1e309'], 1)
    const queryValues = draw(BAD_QUERY_VALUES, ['2^31', '2^63', '1e309', 'NUL', 'text'], 3)
    if (inPath.has(field.name)) {
      for (const [label, text] of queryValues) {
        add(`path ${field.name}=${label}`, { path: at({ ...pathValues, [field.name]: text }), headers: {} })
      }
      continue
    }
    if (withBody) {
      for (const [label, value] of jsonValues) {
        add(`${field.name}=${label}`, {
          path: at(),
          headers: JSON_TYPE,
          body: JSON.stringify({ ...baseObject, [field.name]: value }),
        })
      }
      const marker = '"__fuzz_raw__"'
      for (const [label, raw] of rawNumbers) {
        add(`${field.name}=${label}`, {
          path: at(),
          headers: JSON_TYPE,
          body: JSON.stringify({ ...baseObject, [field.name]: '__fuzz_raw__' }).replace(marker, raw),
        })
      }
    } else {
      const others = queryString(
        Object.fromEntries(Object.entries(baseObject).filter(([k]) => k !== field.name)),
      )
      for (const [label, text] of queryValues) {
        add(`${field.name}=${label}`, {
          path: `${at()}?${others}${others ? '&' : ''}${encodeURIComponent(field.name)}=${text}`,
          headers: {},
        })
      }
    }
  }
  return cases
}
