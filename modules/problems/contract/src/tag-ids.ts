// Pure helpers with no runtime dependency, so that web code importing them stays free of Effect.
import { MAX_TAGS } from './constants.ts'

/** Reads every form a client may give tag ids in: 3, "3", "1,2", "[1,2]", or a repeated parameter. */
export const parseTagIds = (input: unknown): ReadonlyArray<number> | undefined => {
  let items: ReadonlyArray<unknown>
  if (Array.isArray(input)) items = input
  else if (typeof input === 'number') items = [input]
  else if (typeof input === 'string') {
    const text = input.trim()
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text)
        if (!Array.isArray(parsed)) return undefined
        items = parsed
      } catch {
        return undefined
      }
    } else items = text === '' ? [] : text.split(',')
  } else return undefined
  const ids: Array<number> = []
  for (const item of items) {
    const n = typeof item === 'string' && item.trim() !== '' ? Number(item) : item
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) return undefined
    if (!ids.includes(n)) ids.push(n)
  }
  return ids.length <= MAX_TAGS ? ids : undefined
}
