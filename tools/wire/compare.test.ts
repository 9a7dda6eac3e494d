import { describe, expect, it } from 'vitest'

import { Comparer, compareValue } from './compare.ts'
import { parseWireText } from './hoj-wire.ts'

const spec = parseWireText(`## Calls (x)
GET    /api/thing  -> CommonResult<IPage<ThingVO>>
         params: id:Long, name?:String
POST   /api/thing/picture  -> CommonResult<Void>
         params: file:MultipartFile, gid?:Long
## Shapes (x)
ThingVO { id: Long [id], title: String, tags: List<Tag>, at: Date }
Tag { id: Long, name: String }
`)

const tag = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } }
const thing = (overrides: Record<string, unknown>) => ({
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    tags: { type: 'array', items: { $ref: '#/components/schemas/Tag' } },
    at: { type: 'string' },
    ...overrides,
  },
})
const page = (item: unknown) => ({
  type: 'object',
  properties: {
    records: { type: 'array', items: item },
    total: { type: 'number' },
    size: { type: 'number' },
    current: { type: 'number' },
    pages: { type: 'number' },
  },
})
const comparer = new Comparer(spec, { Tag: tag })
const reply = { kind: 'page', of: { kind: 'class', name: 'ThingVO' } } as const

describe('Comparer', () => {
  it('accepts a reply with every field of HOJ type, nullable and with extras', () => {
    expect(comparer.compare(reply, page(thing({ extra: { type: 'boolean' } })))).toEqual([])
  })

  it('names a missing field, a field of another JSON type, deep inside pages and lists', () => {
    const bad = page(thing({ title: undefined, id: { type: 'string' } }))
    delete (bad.properties.records.items as { properties: Record<string, unknown> }).properties['title']
    expect(comparer.compare(reply, bad)).toEqual([
      { path: 'records[].id', problem: 'HOJ has a number, ours is string' },
      { path: 'records[].title', problem: 'missing (ThingVO.title: String)' },
    ])
    const noPages = page(thing({}))
    delete (noPages.properties as Record<string, unknown>)['pages']
    expect(comparer.compare(reply, noPages)).toEqual([{ path: 'pages', problem: 'missing (Page field)' }])
  })

  it('for a request, only checks the fields we declare', () => {
    const input = { type: 'object', properties: { id: { type: 'number' } } }
    expect(comparer.compare({ kind: 'class', name: 'ThingVO' }, input, 'body', new Set(), 'input')).toEqual(
      [],
    )
    const wrong = { type: 'object', properties: { id: { type: 'boolean' } } }
    expect(
      comparer.compare({ kind: 'class', name: 'ThingVO' }, wrong, 'body', new Set(), 'input'),
    ).toHaveLength(1)
  })
})

describe('compareValue (a reply as sent)', () => {
  const value = (records: Array<unknown>) => ({ records, total: 1, size: 10, current: 1, pages: 1 })
  const row = { id: 1, title: 'A', tags: [{ id: 1, name: 'dp' }], at: '2026-01-01 00:00:00' }

  it('accepts every field of HOJ type, nulls for any type, extras', () => {
    expect(compareValue(spec, reply, value([row, { ...row, title: null, extra: true }]))).toEqual([])
  })

  it('names a field missing or of another JSON type in any element, once per path', () => {
    const { title: _title, ...noTitle } = row
    expect(
      compareValue(
        spec,
        reply,
        value([noTitle, { ...row, id: '1' }, { ...row, id: '2', tags: [{ id: 'x', name: 'y' }] }]),
      ),
    ).toEqual([
      { path: 'records[].title', problem: 'missing (ThingVO.title: String)' },
      { path: 'records[].id', problem: 'HOJ has a number, ours is string' },
      { path: 'records[].tags[].id', problem: 'HOJ has a number, ours is string' },
    ])
    expect(compareValue(spec, reply, { records: [] })).toHaveLength(4)
  })
})

describe('parseWireText', () => {
  it('reads a multipart parameter as a file field of its own name', () => {
    expect(spec.calls[1]?.params).toEqual([
      { name: 'file', type: 'MultipartFile', optional: false, in: 'file' },
      { name: 'gid', type: 'Long', optional: true, in: 'query' },
    ])
  })
})
