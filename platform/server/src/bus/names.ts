// Names the bus accepts, the same for both implementations, so code that works in-process also
// works on NATS (whose consumer names may not hold `.`, `*`, `>` or spaces).
const NAME = /^[A-Za-z0-9_-]+$/
const TOKEN = /^[A-Za-z0-9_-]+$/

const tokensOk = (subject: string, wildcards: boolean) =>
  subject.split('.').every((token, i, all) => {
    if (TOKEN.test(token)) return true
    if (!wildcards) return false
    return token === '*' || (token === '>' && i === all.length - 1)
  })

/** An event subject to publish on: `events.<module>.<name>`, no wildcards. */
export function checkEventSubject(subject: string): void {
  if (!subject.startsWith('events.') || !tokensOk(subject, false)) {
    throw new Error(`Bad event subject "${subject}": use events.<module>.<name> (letters, digits, _ and -)`)
  }
}

/** A subject filter to subscribe with: `events.` then tokens, `*` for one token, `>` for the rest. */
export function checkEventFilter(subject: string): void {
  if (!subject.startsWith('events.') || !tokensOk(subject, true)) {
    throw new Error(`Bad event filter "${subject}": use events.<module>.<name>, with * or a final >`)
  }
}

export function checkName(kind: 'durable' | 'lane', name: string): void {
  if (!NAME.test(name)) throw new Error(`Bad ${kind} name "${name}": use letters, digits, _ and -`)
}

export function checkPrefetch(prefetch: number, what = 'prefetch'): void {
  if (!Number.isInteger(prefetch) || prefetch < 1)
    throw new Error(`Bad ${what} ${prefetch}: use a whole number ≥ 1`)
}

/** Whether `subject` matches the filter `pattern` (NATS wildcard rules). */
export function subjectMatches(pattern: string, subject: string): boolean {
  const want = pattern.split('.')
  const got = subject.split('.')
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '>') return got.length > i
    if (i >= got.length || (want[i] !== '*' && want[i] !== got[i])) return false
  }
  return want.length === got.length
}

export const laneSubject = (lane: string) => `tasks.${lane}`

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** NATS's default max_payload: what the in-process bus carries too, so code tried here fits there. */
export const DEFAULT_MAX_PAYLOAD = 1024 * 1024

/** Payloads travel as JSON; `undefined` becomes `null` so that every message decodes. */
const encode = (payload: unknown): Uint8Array => encoder.encode(JSON.stringify(payload) ?? 'null')

/** The payload as the bus sends it; one past the bus's limit fails here, before anything is sent. */
export function encodeWithin(payload: unknown, maxPayload: number, where: string): Uint8Array {
  const data = encode(payload)
  if (data.length > maxPayload) {
    throw new Error(
      `A message of ${data.length} bytes on ${where} is over the bus limit of ${maxPayload} bytes`,
    )
  }
  return data
}
export const decode = <T>(data: Uint8Array): T => JSON.parse(decoder.decode(data)) as T
