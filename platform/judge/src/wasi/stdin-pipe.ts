/**
 * A one-way byte pipe from the judge's thread to a program's thread over a SharedArrayBuffer: the
 * program blocks in fd_read (Atomics.wait) while the judge writes asynchronously (Atomics.waitAsync
 * when the ring is full). Interactive problems need this: the interactor and the program talk live.
 */
/** Atomics.waitAsync (ES2024; in Node 22) where the project's lib is older. */
const waitAsync = (
  Atomics as unknown as {
    waitAsync(
      a: Int32Array,
      i: number,
      v: number,
      t: number,
    ): { async: boolean; value: Promise<unknown> | string }
  }
).waitAsync

const HEADER = 4
const WRITTEN = 0
const READ = 1
const CLOSED = 2
const PIPE_CAPACITY = 64 * 1024

export function createPipeBuffer(): SharedArrayBuffer {
  return new SharedArrayBuffer(HEADER * 4 + PIPE_CAPACITY)
}

/** The judge's end: writes never block the event loop. */
export class PipeWriter {
  private readonly header: Int32Array
  private readonly data: Uint8Array

  constructor(buffer: SharedArrayBuffer) {
    this.header = new Int32Array(buffer, 0, HEADER)
    this.data = new Uint8Array(buffer, HEADER * 4)
  }

  async write(chunk: Uint8Array): Promise<void> {
    let offset = 0
    while (offset < chunk.length) {
      if (Atomics.load(this.header, CLOSED)) return
      const read = Atomics.load(this.header, READ)
      const written = Atomics.load(this.header, WRITTEN)
      const free = PIPE_CAPACITY - ((written - read) | 0)
      if (free === 0) {
        const wait = waitAsync(this.header, READ, read, 1000)
        if (wait.async) await wait.value
        continue
      }
      const n = Math.min(free, chunk.length - offset)
      for (let i = 0; i < n; i++) this.data[(written + i) & (PIPE_CAPACITY - 1)] = chunk[offset + i]!
      offset += n
      Atomics.store(this.header, WRITTEN, (written + n) | 0)
      Atomics.notify(this.header, WRITTEN)
    }
  }

  /** End of input: the program's next read past the buffered bytes returns 0. */
  close(): void {
    Atomics.store(this.header, CLOSED, 1)
    Atomics.notify(this.header, WRITTEN)
  }
}

/** The program's end: blocking reads. */
export class PipeReader {
  private readonly header: Int32Array
  private readonly data: Uint8Array

  constructor(buffer: SharedArrayBuffer) {
    this.header = new Int32Array(buffer, 0, HEADER)
    this.data = new Uint8Array(buffer, HEADER * 4)
  }

  read(into: Uint8Array): number {
    for (;;) {
      const written = Atomics.load(this.header, WRITTEN)
      const read = Atomics.load(this.header, READ)
      const available = (written - read) | 0
      if (available > 0) {
        const n = Math.min(available, into.length)
        for (let i = 0; i < n; i++) into[i] = this.data[(read + i) & (PIPE_CAPACITY - 1)]!
        Atomics.store(this.header, READ, (read + n) | 0)
        Atomics.notify(this.header, READ)
        return n
      }
      if (Atomics.load(this.header, CLOSED)) return 0
      Atomics.wait(this.header, WRITTEN, written, 1000)
    }
  }

  /** The program ended: writers stop waiting and drop what they still hold. */
  close(): void {
    Atomics.store(this.header, CLOSED, 1)
    Atomics.notify(this.header, READ)
  }
}
