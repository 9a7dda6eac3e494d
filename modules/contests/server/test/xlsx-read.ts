import { inflateRawSync } from 'node:zlib'

// Tests only: reading back the rank file's workbook.

/** The files of a zip archive, read through its central directory. */
export function unzip(bytes: Buffer): Map<string, string> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const count = bytes.readUInt16LE(end + 10)
  let at = bytes.readUInt32LE(end + 16)
  const files = new Map<string, string>()
  for (let i = 0; i < count; i++) {
    const method = bytes.readUInt16LE(at + 10)
    const size = bytes.readUInt32LE(at + 20)
    const nameLength = bytes.readUInt16LE(at + 28)
    const local = bytes.readUInt32LE(at + 42)
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    const dataAt = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28)
    const data = bytes.subarray(dataAt, dataAt + size)
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'))
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32)
  }
  return files
}

/** The sheet's rows as text cells (inline strings and numbers). */
export function sheetRows(xml: string): string[][] {
  return [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((m) => {
    const row: string[] = []
    for (const c of m[1]!.matchAll(
      /<c r="([A-Z]+)\d+"[^>]*>(?:<v>([^<]*)<\/v>|<is><t[^>]*>([^<]*)<\/t><\/is>)<\/c>/g,
    )) {
      const col = [...c[1]!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1
      row[col] = c[2] ?? c[3] ?? ''
    }
    return Array.from(row, (v) => v ?? '')
  })
}
