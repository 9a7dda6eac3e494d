import { PassThrough, Readable } from 'node:stream'

import yazl from 'yazl'

// Writing a zip as it is sent (yazl): each entry's data is opened only when the archive reaches it,
// so a problem's hundreds of test files are never open, nor in memory, at once.

export interface ZipSource {
  readonly name: string
  /** The entry's data: bytes at hand, or a stream opened when the archive reaches the entry. */
  readonly data: Uint8Array | string | (() => Promise<AsyncIterable<Uint8Array> | undefined>)
}

/** A stream that opens `open()` on its first read. */
function lazyStream(open: () => Promise<AsyncIterable<Uint8Array> | undefined>): Readable {
  const out = new PassThrough()
  let started = false
  const start = () => {
    if (started) return
    started = true
    open().then(
      (source) => {
        if (!source) return out.end()
        Readable.from(source)
          .on('error', (error) => out.destroy(error))
          .pipe(out)
      },
      (error: unknown) => out.destroy(error as Error),
    )
  }
  const read = out._read.bind(out)
  out._read = (size: number) => {
    start()
    read(size)
  }
  return out
}

/** The zip of these entries, as a stream written while it is read. */
function zipStream(sources: Iterable<ZipSource>): Readable {
  const zip = new yazl.ZipFile()
  const mtime = new Date()
  for (const source of sources) {
    const { data } = source
    if (source.name.endsWith('/')) zip.addEmptyDirectory(source.name, { mtime })
    else if (typeof data === 'function') zip.addReadStream(lazyStream(data), source.name, { mtime })
    else zip.addBuffer(Buffer.from(data), source.name, { mtime })
  }
  zip.end()
  return zip.outputStream as Readable
}

/** An HTTP reply that downloads the zip as `fileName`. */
export function zipResponse(fileName: string, sources: Iterable<ZipSource>): Response {
  const body = Readable.toWeb(zipStream(sources)) as ReadableStream<Uint8Array>
  return new Response(body, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  })
}
