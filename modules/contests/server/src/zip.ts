import { crc32, deflateRawSync } from 'node:zlib'

// A small zip writer (deflate, UTF-8 names) for the contest files: the rank's XLSX workbook and the
// zip of accepted submissions. Entries ending in '/' are folders (stored, empty).

/** An MS-DOS time and date (local fields of the given instant, UTC here), as zip entries keep them. */
function dosTime(at: Date): { readonly time: number; readonly date: number } {
  const year = Math.max(at.getUTCFullYear(), 1980)
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  }
}

const EPOCH = new Date(Date.UTC(1980, 0, 1))

/** A zip archive of these files (name, content), as the ZIP format's local headers and central directory. */
export function zip(
  files: ReadonlyArray<readonly [string, Uint8Array]>,
  modified: Date = EPOCH,
): Buffer<ArrayBuffer> {
  const { time, date } = dosTime(modified)
  const chunks: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const [name, data] of files) {
    const nameBytes = Buffer.from(name, 'utf8')
    const folder = name.endsWith('/')
    const method = folder ? 0 : 8
    const packed = folder ? data : deflateRawSync(data)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(0x0800, 6) // UTF-8 names
    local.writeUInt16LE(method, 8)
    local.writeUInt16LE(time, 10)
    local.writeUInt16LE(date, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    local.writeUInt16LE(0, 28)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt16LE(0x0800, 8)
    entry.writeUInt16LE(method, 10)
    entry.writeUInt16LE(time, 12)
    entry.writeUInt16LE(date, 14)
    entry.writeUInt32LE(crc, 16)
    entry.writeUInt32LE(packed.length, 20)
    entry.writeUInt32LE(data.length, 24)
    entry.writeUInt16LE(nameBytes.length, 28)
    entry.writeUInt32LE(folder ? 0x10 : 0, 38) // external attributes: MS-DOS directory bit
    entry.writeUInt32LE(offset, 42)
    central.push(entry, nameBytes)
    chunks.push(local, nameBytes, packed)
    offset += local.length + nameBytes.length + packed.length
  }
  const centralSize = central.reduce((n, c) => n + c.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...chunks, ...central, end])
}
