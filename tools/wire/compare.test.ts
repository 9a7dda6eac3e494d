import { describe, expect, it } from 'vitest'

import { Comparer } from './compare.ts'
import { parseWireText } from './hoj-wire.ts'

const spec = parseWireText(`## Calls (x)
GET    /api/thing  -> CommonResult<IPage<ThingVO>>
         params: id:Long, name?:String
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
