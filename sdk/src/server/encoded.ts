/**
 * A reply's `data` already encoded as JSON, for a handler that answers the same large value to many
 * callers (a contest board page): the platform puts the text into the envelope as it is, instead of
 * encoding the value on every request. In tests the text is decoded and checked like any reply.
 */
export class EncodedJson<A> {
  /** Only a type mark: the value the text encodes. */
  declare readonly _value: A
  readonly text: string
  constructor(text: string) {
    this.text = text
  }
}

/** Encodes a list as JSON from its items' memoised encodings (`encode` may cache per item). */
export const encodeList = <T>(items: ReadonlyArray<T>, encode: (item: T) => string): string =>
  `[${items.map(encode).join(',')}]`

/**
 * Encodes an object as JSON, its fields in the given order: a field given as `EncodedJson` (a list from
 * `encodeList`, say) goes in as its text, any other is encoded here (left out when JSON has no value
 * for it, as `JSON.stringify` does).
 */
export const encodeObject = (fields: Readonly<Record<string, unknown>>): string => {
  const parts: string[] = []
  for (const [key, value] of Object.entries(fields)) {
    const text: string | undefined = value instanceof EncodedJson ? value.text : JSON.stringify(value)
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`)
  }
  return `{${parts.join(',')}}`
}
