const utf8 = new TextEncoder()
const fromUtf8 = new TextDecoder()

/**
 * A reply's `data` already encoded as JSON (UTF-8), for a handler that answers the same large value to
 * many callers (a contest board page): the platform puts the bytes into the envelope as they are,
 * instead of encoding the value on every request. The bytes may come in pieces (a board's rows, each
 * encoded once while its board is kept): the reply joins them once, and no string of the whole value
 * is made on the way. In tests the text is decoded and checked like any reply.
 */
export class EncodedJson<A> {
  /** Only a type mark: the value the JSON encodes. */
  declare readonly _value: A
  /** The JSON's UTF-8 bytes, in order. */
  readonly chunks: ReadonlyArray<Uint8Array>
  constructor(json: string | ReadonlyArray<Uint8Array>) {
    this.chunks = typeof json === 'string' ? [utf8.encode(json)] : json
  }
  /** The JSON as text (for checks and tests; a reply sends the chunks). */
  get text(): string {
    const whole = new Uint8Array(this.chunks.reduce((n, c) => n + c.length, 0))
    let at = 0
    for (const chunk of this.chunks) {
      whole.set(chunk, at)
      at += chunk.length
    }
    return fromUtf8.decode(whole)
  }
}

/** JSON text as UTF-8, for an item's memoised encoding (`encodeList`). */
export const utf8Json = (text: string): Uint8Array => utf8.encode(text)

const OPEN_LIST = utf8.encode('[')
const CLOSE_LIST = utf8.encode(']')
const COMMA = utf8.encode(',')

/** Encodes a list as JSON from its items' encodings (`encode` may cache per item: no item is copied). */
export const encodeList = <T>(
  items: ReadonlyArray<T>,
  encode: (item: T) => Uint8Array,
): EncodedJson<ReadonlyArray<T>> => {
  const chunks: Uint8Array[] = [OPEN_LIST]
  items.forEach((item, i) => {
    if (i > 0) chunks.push(COMMA)
    chunks.push(encode(item))
  })
  chunks.push(CLOSE_LIST)
  return new EncodedJson(chunks)
}

/**
 * Encodes an object as JSON, its fields in the given order: a field given as `EncodedJson` (a list from
 * `encodeList`, say) goes in as its bytes, any other is encoded here (left out when JSON has no value
 * for it, as `JSON.stringify` does).
 */
export const encodeObject = <A>(fields: Readonly<Record<string, unknown>>): EncodedJson<A> => {
  const chunks: Uint8Array[] = []
  // The text since the last encoded field: it goes in as one chunk.
  let text = '{'
  let count = 0
  for (const [key, value] of Object.entries(fields)) {
    const head = `${count > 0 ? ',' : ''}${JSON.stringify(key)}:`
    if (value instanceof EncodedJson) {
      chunks.push(utf8.encode(text + head), ...value.chunks)
      text = ''
    } else {
      const encoded: string | undefined = JSON.stringify(value)
      if (encoded === undefined) continue
      text += head + encoded
    }
    count += 1
  }
  chunks.push(utf8.encode(`${text}}`))
  return new EncodedJson(chunks)
}
