// KaTeX's markdown-it plugin knows only the dollar delimiters; statements also use the LaTeX bracket
// forms. They become dollar forms before parsing, outside code only (fenced blocks and code spans
// keep their text), and only in pairs: a lone `\[` stays markdown's escaped bracket.

const FENCE = /^ {0,3}(`{3,}|~{3,})/

/** Rewrites `\[..\]` to `$$..$$` and `\(..\)` to `$..$` outside code. */
export function bracketMathToDollars(source: string): string {
  const out: string[] = []
  let fence: string | undefined
  let prose: string[] = []
  const flush = () => {
    if (prose.length > 0) out.push(convertProse(prose.join('\n')))
    prose = []
  }
  for (const line of source.split('\n')) {
    const opener = FENCE.exec(line)?.[1]
    if (fence !== undefined) {
      out.push(line)
      // A closing fence: the same character, at least as long, nothing else on the line.
      const trimmed = line.trim()
      if (trimmed.startsWith(fence) && /^(`+|~+)$/.test(trimmed) && trimmed[0] === fence[0]) fence = undefined
    } else if (opener !== undefined) {
      flush()
      out.push(line)
      fence = opener
    } else prose.push(line)
  }
  flush()
  return out.join('\n')
}

/** Converts a run of lines without fences, leaving code spans as they are. */
function convertProse(text: string): string {
  let result = ''
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (ch === '`') {
      // A code span: a run of N backticks up to the next run of exactly N; unmatched runs are text.
      let n = 0
      while (text[i + n] === '`') n++
      const ticks = '`'.repeat(n)
      let close = text.indexOf(ticks, i + n)
      while (close !== -1 && text[close + n] === '`') {
        let m = close
        while (text[m] === '`') m++
        close = text.indexOf(ticks, m)
      }
      const end = close === -1 ? i + n : close + n
      result += text.slice(i, end)
      i = end
    } else if (ch === '\\') {
      const next = text[i + 1]
      if ((next === '[' || next === '(') && i + 2 <= text.length) {
        const closer = next === '[' ? '\\]' : '\\)'
        const close = findCloser(text, i + 2, closer)
        if (close !== -1) {
          const dollars = next === '[' ? '$$' : '$'
          const body = text.slice(i + 2, close)
          result += dollars + (next === '(' ? body.trim() : body) + dollars
          i = close + 2
          continue
        }
      }
      // Any other escape (including `\\`) is kept as two characters.
      result += text.slice(i, i + 2)
      i += 2
    } else {
      result += ch
      i++
    }
  }
  return result
}

/** The closer's index, skipping escaped pairs; inline math may not cross a blank line. */
function findCloser(text: string, from: number, closer: string): number {
  for (let j = from; j < text.length - 1; j++) {
    if (text[j] === '\n' && closer === '\\)' && /^\n[ \t]*\n/.test(text.slice(j))) return -1
    if (text[j] === '\\') {
      if (text[j + 1] === closer[1]) return j
      j++
    }
  }
  return -1
}
