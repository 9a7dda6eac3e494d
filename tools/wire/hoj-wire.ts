// Reads ../shared/spec/hoj-wire.txt: every HOJ call (method, path, reply type, parameters) and the
// fields of every class they name, as a small type model the conformance test compares our
// endpoint descriptors with.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** A JSON value's shape as HOJ's Java types serialise it. */
export type WireType =
  | { readonly kind: 'string' | 'number' | 'boolean' | 'any' | 'void' }
  | { readonly kind: 'array'; readonly of: WireType }
  | { readonly kind: 'map'; readonly of: WireType }
  | { readonly kind: 'class'; readonly name: string }
  | { readonly kind: 'page'; readonly of: WireType }

interface WireParam {
  readonly name: string
  readonly type: string
  readonly optional: boolean
  /** 'query' (or form), 'body' (the JSON body is this type), 'file' (a multipart field). */
  readonly in: 'query' | 'body' | 'file'
}

export interface WireCall {
  /** 'GET', 'POST', 'PUT', 'DELETE' or 'ANY'. */
  readonly method: string
  /** Relative to the API prefix: '/get-problem-list'. */
  readonly path: string
  /** The type inside CommonResult<…> (or the raw reply type). */
  readonly reply: string
  readonly params: ReadonlyArray<WireParam>
}

export interface WireSpec {
  readonly calls: ReadonlyArray<WireCall>
  /** Class name → field name → Java type. */
  readonly shapes: ReadonlyMap<string, ReadonlyMap<string, string>>
}

/** Splits at commas outside <…>. */
function splitTop(text: string): Array<string> {
  const parts: Array<string> = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '<') depth++
    else if (c === '>') depth--
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim())
      start = i + 1
    }
  }
  const last = text.slice(start).trim()
  if (last) parts.push(last)
  return parts
}

function parseParam(text: string): WireParam {
  const body = /^body:(.+)$/.exec(text)
  if (body) return { name: 'body', type: (body[1] as string).trim(), optional: false, in: 'body' }
  // One line of the extract reads '?Long pid' (type first): an optional pid of type Long.
  const typeFirst = /^\?(\w+) (\w+)$/.exec(text)
  if (typeFirst)
    return { name: typeFirst[2] as string, type: typeFirst[1] as string, optional: true, in: 'query' }
  const m = /^(\w+)(\?)?:(.+)$/.exec(text)
  if (!m) throw new Error(`hoj-wire: cannot read the parameter '${text}'`)
  // A multipart field ('file:MultipartFile', 'image:MultipartFile').
  if ((m[3] as string).trim() === 'MultipartFile')
    return { name: m[1] as string, type: 'MultipartFile', optional: m[2] === '?', in: 'file' }
  return { name: m[1] as string, type: (m[3] as string).trim(), optional: m[2] === '?', in: 'query' }
}

export function parseWireText(text: string): WireSpec {
  const lines = text.split('\n')
  const calls: Array<WireCall> = []
  const shapes = new Map<string, Map<string, string>>()
  let section: 'calls' | 'shapes' | undefined
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string
    if (line.startsWith('## Calls')) section = 'calls'
    else if (line.startsWith('## Shapes')) section = 'shapes'
    if (section === 'calls') {
      const call = /^(GET|POST|PUT|DELETE|ANY)\s+\/api(\S+)\s+->\s+(.+)$/.exec(line)
      if (!call) continue
      const paramsLine = /^\s+params:\s*(.*)$/.exec(lines[i + 1] ?? '')
      const raw = (paramsLine?.[1] ?? '-').trim()
      const reply = (call[3] as string).trim()
      calls.push({
        method: call[1] as string,
        path: call[2] as string,
        reply: /^CommonResult<(.*)>$/.exec(reply)?.[1] ?? (reply === 'CommonResult' ? 'Object' : reply),
        params: raw === '-' ? [] : splitTop(raw).map(parseParam),
      })
    } else if (section === 'shapes') {
      const shape = /^(\w+) \{ (.*) \}$/.exec(line)
      if (!shape) continue
      const fields = new Map<string, string>()
      for (const field of splitTop(shape[2] as string)) {
        const f = /^(\w+): ([^[]+?)(\s*\[.*\])?$/.exec(field)
        if (f) fields.set(f[1] as string, (f[2] as string).trim())
      }
      shapes.set(shape[1] as string, fields)
    }
  }
  return { calls, shapes }
}

/**
 * The spec file: `shared/spec/hoj-wire.txt` beside the checkout (../shared from the repository), or
 * beside a parent of it (a worktree under /work/wt/<branch> finds /work/shared).
 */
function wireFile(from = resolve(import.meta.dirname, '..', '..')): string {
  for (let dir = resolve(from, '..'); ; dir = dirname(dir)) {
    const file = join(dir, 'shared', 'spec', 'hoj-wire.txt')
    if (existsSync(file)) return file
    if (dirname(dir) === dir) throw new Error(`hoj-wire.txt not found in shared/spec above ${from}`)
  }
}

export function readWire(file: string = wireFile()): WireSpec {
  return parseWireText(readFileSync(file, 'utf8'))
}

const STRINGS = new Set(['String', 'Date', 'LocalDateTime', 'char', 'Character', 'MultipartFile'])
const NUMBERS = new Set([
  'Long',
  'long',
  'Integer',
  'int',
  'Double',
  'double',
  'Float',
  'float',
  'Short',
  'BigDecimal',
])
const BOOLEANS = new Set(['Boolean', 'boolean'])
const ANY = new Set(['Object', 'JSONObject', 'JSONArray', 'T', '?'])

/** A Java type as JSON: the classes of the spec stay named (resolved by the comparer). */
export function wireType(javaType: string, spec: WireSpec): WireType {
  const t = javaType.trim()
  if (STRINGS.has(t)) return { kind: 'string' }
  if (NUMBERS.has(t)) return { kind: 'number' }
  if (BOOLEANS.has(t)) return { kind: 'boolean' }
  if (t === 'Void' || t === 'void') return { kind: 'void' }
  if (ANY.has(t) || t === 'IPage' || t === 'Map' || t === 'HashMap') return { kind: 'any' }
  const generic = /^(\w+)<(.*)>$/.exec(t)
  if (generic) {
    const [, outer, inner] = generic as unknown as [string, string, string]
    const args = splitTop(inner)
    if (['List', 'Collection', 'Set', 'ArrayList', 'Queue'].includes(outer))
      return { kind: 'array', of: wireType(args[0] ?? 'Object', spec) }
    if (['Map', 'HashMap', 'LinkedHashMap', 'TreeMap'].includes(outer))
      return { kind: 'map', of: wireType(args[1] ?? 'Object', spec) }
    if (outer === 'IPage' || outer === 'Page')
      return { kind: 'page', of: wireType(args[0] ?? 'Object', spec) }
    return { kind: 'any' }
  }
  if (spec.shapes.has(t)) return { kind: 'class', name: t }
  return { kind: 'any' }
}
