// Compares one of our JSON Schemas (from /ojapi/openapi.json) with a HOJ wire type: every field HOJ's
// type has must be in ours with a compatible JSON type. Extra fields of ours are fine.
import { type WireSpec, type WireType, wireType } from './hoj-wire.ts'

type Json = Record<string, unknown>

export interface Mismatch {
  /** 'problem.examples', 'records[].displayPid', '' for the value itself. */
  readonly path: string
  readonly problem: string
}

const REF = '#/components/schemas/'

export class Comparer {
  private readonly spec: WireSpec
  private readonly components: Readonly<Record<string, Json>>
  constructor(spec: WireSpec, components: Readonly<Record<string, Json>>) {
    this.spec = spec
    this.components = components
  }

  /** A schema with its $ref followed. */
  resolve(schema: unknown): Json {
    let s = (schema ?? {}) as Json
    for (let hops = 0; typeof s['$ref'] === 'string' && hops < 20; hops++) {
      s = this.components[(s['$ref'] as string).replace(REF, '')] ?? {}
    }
    return s
  }

  /** The alternatives of a schema (its anyOf/oneOf branches, resolved), or itself. */
  private branches(schema: unknown): Array<Json> {
    const s = this.resolve(schema)
    const union = (s['anyOf'] ?? s['oneOf']) as Array<unknown> | undefined
    if (Array.isArray(union)) return union.flatMap((b) => this.branches(b))
    return [s]
  }

  /** The JSON kinds a schema lets through ('any' when it says nothing). */
  kinds(schema: unknown): Set<string> {
    const out = new Set<string>()
    for (const b of this.branches(schema)) {
      const type = b['type']
      if (Array.isArray(type)) for (const t of type) out.add(t === 'integer' ? 'number' : String(t))
      else if (typeof type === 'string') out.add(type === 'integer' ? 'number' : type)
      else if ('const' in b) out.add(b['const'] === null ? 'null' : typeof b['const'])
      else if (Array.isArray(b['enum'])) for (const v of b['enum']) out.add(v === null ? 'null' : typeof v)
      else if (b['properties']) out.add('object')
      else out.add('any')
    }
    return out
  }

  private objectBranch(schema: unknown): Json | undefined {
    return this.branches(schema).find((b) => b['type'] === 'object' || b['properties'] !== undefined)
  }
  private arrayBranch(schema: unknown): Json | undefined {
    return this.branches(schema).find((b) => b['type'] === 'array')
  }

  /**
   * Mismatches of `ours` against HOJ's `wire` type at `path`. For a reply (`output`) every field of
   * HOJ's class must be there; for a request (`input`) a field we do not declare is one we ignore, so
   * only the fields we declare must take HOJ's JSON types.
   */
  compare(
    wire: WireType,
    ours: unknown,
    path = '',
    seen: ReadonlySet<string> = new Set(),
    side: 'input' | 'output' = 'output',
  ): Array<Mismatch> {
    const kinds = this.kinds(ours)
    if (kinds.has('any') || wire.kind === 'any' || wire.kind === 'void') return []
    const expect = (kind: string): Array<Mismatch> =>
      kinds.has(kind) ? [] : [{ path, problem: `HOJ has a ${kind}, ours is ${[...kinds].join(' | ')}` }]
    switch (wire.kind) {
      case 'string':
      case 'number':
      case 'boolean':
        return expect(wire.kind)
      case 'array': {
        const arr = this.arrayBranch(ours)
        if (!arr) return expect('array')
        return this.compare(wire.of, arr['items'], `${path}[]`, seen, side)
      }
      case 'map':
        return expect('object')
      case 'page': {
        const obj = this.objectBranch(ours)
        if (!obj) return expect('object')
        const props = (obj['properties'] ?? {}) as Json
        const out: Array<Mismatch> = []
        for (const field of ['total', 'size', 'current', 'pages']) {
          if (!(field in props)) out.push({ path: join(path, field), problem: 'missing (Page field)' })
          else out.push(...this.compare({ kind: 'number' }, props[field], join(path, field), seen, side))
        }
        if (!('records' in props)) out.push({ path: join(path, 'records'), problem: 'missing (Page field)' })
        else
          out.push(
            ...this.compare({ kind: 'array', of: wire.of }, props['records'], join(path, 'records'), seen),
          )
        return out
      }
      case 'class': {
        if (seen.has(wire.name)) return []
        const obj = this.objectBranch(ours)
        if (!obj) return expect('object')
        const props = (obj['properties'] ?? {}) as Json
        const fields = this.spec.shapes.get(wire.name) ?? new Map<string, string>()
        const inner = new Set([...seen, wire.name])
        const out: Array<Mismatch> = []
        for (const [field, java] of fields) {
          const at = join(path, field)
          if (!(field in props)) {
            if (side === 'output') out.push({ path: at, problem: `missing (${wire.name}.${field}: ${java})` })
          } else out.push(...this.compare(wireType(java, this.spec), props[field], at, inner, side))
        }
        return out
      }
    }
  }
}

/** The JSON kind of a value: 'null', 'array', 'object', 'string', 'number' or 'boolean'. */
const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value

/**
 * Mismatches of a reply's `data` as the server sent it against HOJ's wire type: a field of HOJ's
 * class that is not there, or a value of another JSON type. A null is any type (Java's fields are
 * nullable); every element of a list and every value of a map is checked.
 */
export function compareValue(spec: WireSpec, wire: WireType, value: unknown, path = ''): Array<Mismatch> {
  if (value === null || wire.kind === 'any' || wire.kind === 'void') return []
  const kind = kindOf(value)
  const expect = (want: string): Array<Mismatch> =>
    kind === want ? [] : [{ path, problem: `HOJ has a ${want}, ours is ${kind}` }]
  const unique = (found: Array<Mismatch>) => {
    const keys = new Set<string>()
    return found.filter((m) => !keys.has(`${m.path} ${m.problem}`) && keys.add(`${m.path} ${m.problem}`))
  }
  switch (wire.kind) {
    case 'string':
    case 'number':
    case 'boolean':
      return expect(wire.kind)
    case 'array':
      if (kind !== 'array') return expect('array')
      return unique((value as Array<unknown>).flatMap((v) => compareValue(spec, wire.of, v, `${path}[]`)))
    case 'map':
      if (kind !== 'object') return expect('object')
      return unique(
        Object.values(value as object).flatMap((v) => compareValue(spec, wire.of, v, `${path}{}`)),
      )
    case 'page': {
      if (kind !== 'object') return expect('object')
      const page = value as Record<string, unknown>
      const out: Array<Mismatch> = []
      for (const field of ['total', 'size', 'current', 'pages']) {
        if (!(field in page)) out.push({ path: join(path, field), problem: 'missing (Page field)' })
        else out.push(...compareValue(spec, { kind: 'number' }, page[field], join(path, field)))
      }
      if (!('records' in page)) out.push({ path: join(path, 'records'), problem: 'missing (Page field)' })
      else
        out.push(
          ...compareValue(spec, { kind: 'array', of: wire.of }, page['records'], join(path, 'records')),
        )
      return out
    }
    case 'class': {
      if (kind !== 'object') return expect('object')
      const object = value as Record<string, unknown>
      const out: Array<Mismatch> = []
      for (const [field, java] of spec.shapes.get(wire.name) ?? new Map<string, string>()) {
        const at = join(path, field)
        if (!(field in object)) out.push({ path: at, problem: `missing (${wire.name}.${field}: ${java})` })
        else out.push(...compareValue(spec, wireType(java, spec), object[field], at))
      }
      return out
    }
  }
}

const join = (path: string, field: string) => (path ? `${path}.${field}` : field)
