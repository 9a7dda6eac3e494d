import Papa from 'papaparse'

// The import file (spec 3 §5): CSV in UTF-8, 7 columns (username, password, e-mail, real name,
// gender, nickname, school). A first row that names the columns is a header, not a user.

const HEADER_NAMES = new Set(['username', 'user name', '用户名', '账号'])

export interface ParsedCsv {
  readonly rows: ReadonlyArray<ReadonlyArray<string>>
  /** The first row was a header and is left out. */
  readonly header: boolean
  /** What the parser could not read, if anything (an unclosed quote). */
  readonly errors: ReadonlyArray<string>
}

/** Reads the file's text into rows; blank lines are skipped, a BOM dropped, any line ending taken. */
export function parseUsersCsv(text: string): ParsedCsv {
  // One kind of line ending: a file edited on two systems mixes them, and the parser follows the first.
  const plain = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const result = Papa.parse<Array<string>>(plain, { skipEmptyLines: 'greedy', newline: '\n' })
  const rows = result.data.filter((row) => row.some((cell) => cell.trim() !== ''))
  const first = rows[0]?.[0]?.trim().toLowerCase()
  const header = first !== undefined && HEADER_NAMES.has(first)
  return {
    rows: header ? rows.slice(1) : rows,
    header,
    errors: result.errors.map((e) => `${e.row === undefined ? '' : `#${e.row + 1}: `}${e.message}`),
  }
}

/** Whether the bytes are UTF-8 (the spec's encoding): a file saved as GBK would import garbled names. */
export function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}
