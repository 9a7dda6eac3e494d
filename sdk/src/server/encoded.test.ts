import { describe, expect, it } from 'vitest'

import { EncodedJson, encodeList, encodeObject, utf8Json } from './encoded.ts'

const json = (text: string) => new EncodedJson(text)

describe('encodeObject', () => {
  it('puts encoded fields in as they are and encodes the others, in order: as JSON.stringify would', () => {
    const rows = [{ a: 1 }, { a: 'two "quoted" é' }]
    const page = { records: rows, total: 2, size: 50, current: 1, pages: 1 }
    const encoded = encodeObject({
      ...page,
      records: encodeList(rows, (row) => utf8Json(JSON.stringify(row))),
    })
    expect(encoded.text).toBe(JSON.stringify(page))
    expect(encoded.text.startsWith('{"records":[{"a":1},')).toBe(true)
    // Encoded fields anywhere: first, between others, last, one after another.
    const mixed = { a: [1], b: 2, c: { x: 'é' }, d: [], e: 'end' }
    const asEncoded = (k: keyof typeof mixed) => json(JSON.stringify(mixed[k]))
    expect(encodeObject({ ...mixed, a: asEncoded('a'), c: asEncoded('c'), d: asEncoded('d') }).text).toBe(
      JSON.stringify(mixed),
    )
    expect(encodeObject({ ...mixed, e: asEncoded('e') }).text).toBe(JSON.stringify(mixed))
  })

  it('takes the encoded bytes unchecked and uncopied, so a cached encoding is not made again', () => {
    expect(encodeObject({ list: json('[1,2]'), n: null, o: { x: [true] } }).text).toBe(
      '{"list":[1,2],"n":null,"o":{"x":[true]}}',
    )
    const row = utf8Json('{"a":1}')
    expect(encodeList([1, 2], () => row).chunks.filter((c) => c === row)).toHaveLength(2)
  })

  it('escapes the keys, and leaves out the fields JSON has no value for', () => {
    const fields = { 'a"b': 1, gone: undefined, f: () => 1, s: 'é\n', d: new Date(0) }
    expect(encodeObject(fields).text).toBe(JSON.stringify(fields))
    expect(encodeObject({ gone: undefined, first: json('[]') }).text).toBe('{"first":[]}')
    expect(encodeObject({}).text).toBe('{}')
    expect(encodeObject({ only: json('{}') }).text).toBe('{"only":{}}')
    expect(encodeList([], () => utf8Json('x')).text).toBe('[]')
  })
})
