import { describe, expect, it } from 'vitest'

import { EncodedJson, encodeList, encodeObject } from './encoded.ts'

describe('encodeObject', () => {
  it('puts encoded fields in as they are and encodes the others, in order: as JSON.stringify would', () => {
    const rows = [{ a: 1 }, { a: 'two "quoted"' }]
    const page = { records: rows, total: 2, size: 50, current: 1, pages: 1 }
    const text = encodeObject({
      ...page,
      records: new EncodedJson(encodeList(rows, (row) => JSON.stringify(row))),
    })
    expect(text).toBe(JSON.stringify(page))
    expect(text.startsWith('{"records":[{"a":1},')).toBe(true)
  })

  it('takes the encoded text unchecked, so a cached encoding is not made again', () => {
    expect(encodeObject({ list: new EncodedJson('[1,2]'), n: null, o: { x: [true] } })).toBe(
      '{"list":[1,2],"n":null,"o":{"x":[true]}}',
    )
  })

  it('escapes the keys, and leaves out the fields JSON has no value for', () => {
    const fields = { 'a"b': 1, gone: undefined, f: () => 1, s: 'é\n', d: new Date(0) }
    expect(encodeObject(fields)).toBe(JSON.stringify(fields))
    expect(encodeObject({})).toBe('{}')
    expect(encodeObject({ only: new EncodedJson('{}') })).toBe('{"only":{}}')
  })
})
