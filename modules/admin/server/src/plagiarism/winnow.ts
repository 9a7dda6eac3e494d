// Similarity of program texts by winnowing (Schleimer, Wilkerson, Aiken: "Winnowing: local algorithms
// for document fingerprinting", SIGMOD 2003, the method of MOSS), over tokens rather than characters:
// comments and spacing are dropped, every identifier that is not a keyword becomes one token, every
// number another, every string or character literal a third, so renaming variables, reformatting or
// changing literals hides nothing. Pure functions: the background job and the side-by-side view use them.

/** Tokens per k-gram: a shared run of fewer tokens is noise (`i = 0 ; i < n`). */
export const K = 9
/** k-grams per winnowing window: every shared run of at least K + W - 1 tokens is found. */
export const W = 5

const KEYWORDS = new Set(
  (
    'if else for while do switch case default break continue return goto try catch finally throw throws ' +
    'int long short char bool boolean float double void unsigned signed const static struct class enum ' +
    'union typedef template typename namespace using public private protected virtual new delete this ' +
    'true false null nullptr none auto def lambda import from as in is not and or pass yield with global ' +
    'func var let fn mut match impl trait pub use mod package interface extends implements final string ' +
    'include define main print println printf scanf cin cout endl std vector map set pair elif range len ' +
    'input sizeof operator friend inline extern register volatile go chan select defer struct self super'
  ).split(/\s+/),
)

export interface Token {
  /** The token's kind or text: a keyword, an operator, or I (identifier), N (number), S (literal). */
  readonly text: string
  /** Where it is in the source (UTF-16 offsets), for highlighting. */
  readonly start: number
  readonly end: number
}

// Comments of C-like languages and of Python/shell; strings with their escapes; numbers; words; any
// other visible character alone.
const LEXER =
  /\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|#(?!include|define|if|else|endif|pragma)[^\n]*|"(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])*'?|`(?:\\.|[^`\\])*`?|\d[\w.]*|[A-Za-z_$][\w$]*|#\w+|\S/g

/** The tokens of a program (language-blind: C, C++, Java, Python, Go, JavaScript read alike). */
export function tokenize(source: string): Array<Token> {
  const tokens: Array<Token> = []
  for (const m of source.matchAll(LEXER)) {
    const text = m[0]
    const start = m.index
    const first = text[0] as string
    if (text.startsWith('//') || text.startsWith('/*')) continue
    if (first === '#' && !/^#(include|define|if|else|endif|pragma)/.test(text)) continue
    let kind: string
    if (first === '"' || first === "'" || first === '`') kind = 'S'
    else if (/\d/.test(first)) kind = 'N'
    else if (/[A-Za-z_$]/.test(first)) kind = KEYWORDS.has(text.toLowerCase()) ? text.toLowerCase() : 'I'
    else kind = text
    tokens.push({ text: kind, start, end: start + text.length })
  }
  return tokens
}

/** FNV-1a over a k-gram's token texts (32 bits). */
function hashGram(tokens: ReadonlyArray<Token>, at: number): number {
  let h = 0x811c9dc5
  for (let i = at; i < at + K; i++) {
    const text = (tokens[i] as Token).text
    for (let j = 0; j < text.length; j++) {
      h ^= text.charCodeAt(j)
      h = Math.imul(h, 0x01000193)
    }
    h ^= 0x1f
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** A fingerprint: a k-gram's hash and where the k-gram starts (token index). */
export interface Fingerprint {
  readonly hash: number
  readonly at: number
}

/**
 * The winnowed fingerprints: of each window of W consecutive k-gram hashes, the smallest (the
 * rightmost on a tie), each kept once. Two texts sharing a run of K + W - 1 tokens share one.
 */
export function fingerprints(tokens: ReadonlyArray<Token>): Array<Fingerprint> {
  const count = tokens.length - K + 1
  if (count <= 0) return []
  const hashes = Array.from({ length: count }, (_, i) => hashGram(tokens, i))
  if (count < W) {
    let best = 0
    for (let i = 1; i < count; i++) if ((hashes[i] as number) <= (hashes[best] as number)) best = i
    return [{ hash: hashes[best] as number, at: best }]
  }
  const picked: Array<Fingerprint> = []
  let last = -1
  for (let start = 0; start + W <= count; start++) {
    let best = start
    for (let i = start + 1; i < start + W; i++)
      if ((hashes[i] as number) <= (hashes[best] as number)) best = i
    if (best !== last) {
      picked.push({ hash: hashes[best] as number, at: best })
      last = best
    }
  }
  return picked
}

/** A program ready to compare: its distinct fingerprint hashes. */
export interface Document {
  readonly hashes: ReadonlySet<number>
}

export const documentOf = (source: string): Document => ({
  hashes: new Set(fingerprints(tokenize(source)).map((f) => f.hash)),
})

/** How much two programs share: of each one's fingerprints, the part the other has too (0 to 1). */
export function similarity(
  a: Document,
  b: Document,
): { readonly a: number; readonly b: number; readonly shared: number } {
  let shared = 0
  const [small, large] = a.hashes.size <= b.hashes.size ? [a.hashes, b.hashes] : [b.hashes, a.hashes]
  for (const h of small) if (large.has(h)) shared++
  return {
    a: a.hashes.size === 0 ? 0 : shared / a.hashes.size,
    b: b.hashes.size === 0 ? 0 : shared / b.hashes.size,
    shared,
  }
}

/** A stretch of a source (UTF-16 offsets, end excluded). */
export interface Span {
  readonly start: number
  readonly end: number
}

const merge = (spans: Array<Span>): Array<Span> => {
  spans.sort((x, y) => x.start - y.start)
  const out: Array<Span> = []
  for (const s of spans) {
    const last = out[out.length - 1]
    if (last && s.start <= last.end)
      out[out.length - 1] = { start: last.start, end: Math.max(last.end, s.end) }
    else out.push({ ...s })
  }
  return out
}

/**
 * The stretches of each source that the other shares (the k-grams of their common fingerprints,
 * less those `ignored`, e.g. the template everybody starts from), merged, for the side-by-side view.
 */
export function matchedSpans(
  a: string,
  b: string,
  ignored: ReadonlySet<number> = new Set(),
): { readonly a: Array<Span>; readonly b: Array<Span> } {
  const ta = tokenize(a)
  const tb = tokenize(b)
  const fa = fingerprints(ta)
  const fb = fingerprints(tb)
  const inB = new Set(fb.map((f) => f.hash))
  const common = new Set(fa.filter((f) => inB.has(f.hash) && !ignored.has(f.hash)).map((f) => f.hash))
  const spans = (tokens: ReadonlyArray<Token>, fs: ReadonlyArray<Fingerprint>) =>
    merge(
      fs
        .filter((f) => common.has(f.hash))
        .map((f) => ({ start: (tokens[f.at] as Token).start, end: (tokens[f.at + K - 1] as Token).end })),
    )
  return { a: spans(ta, fa), b: spans(tb, fb) }
}
