import { lstatSync, statSync } from 'node:fs'

import type { InstrumentedModule } from './binary/instrument.ts'
import { PrepareThread } from './prepare-thread.ts'

export interface PreparedModule {
  /** Content hash of the instrumented bytes: the key threads keep their compiled copy under. */
  readonly key: string
  /** Null when the cache was made for a runner that compiles by itself (wasmtime). */
  readonly module: WebAssembly.Module | null
  readonly instrumented: InstrumentedModule
}

/** A small LRU map. */
class Lru<V> {
  private readonly map = new Map<string, V>()
  private readonly size: number
  constructor(size: number) {
    this.size = size
  }
  get(key: string): V | undefined {
    const v = this.map.get(key)
    if (v !== undefined) {
      this.map.delete(key)
      this.map.set(key, v)
    }
    return v
  }
  delete(key: string): void {
    this.map.delete(key)
  }
  set(key: string, value: V): void {
    this.map.delete(key)
    if (this.map.size >= this.size) this.map.delete(this.map.keys().next().value!)
    this.map.set(key, value)
  }
}

/**
 * Instruments and compiles modules once. A submission's module (in its work folder) is keyed by the
 * hash of its bytes, read again whenever the file may have changed (its stat); an interpreter's module (an absolute path outside any work
 * folder) by its path, size, inode and mtime, so a run of CPython does not hash 26 MB each time.
 * Reading, hashing and instrumenting happen on a worker thread (PrepareThread), never on the event
 * loop; V8 compiles asynchronously.
 */
export class ModuleCache {
  private readonly prepared = new Lru<Promise<PreparedModule>>(32)
  private readonly hashes = new Lru<Promise<string>>(64)
  private readonly compile: boolean
  private readonly meterFuel: boolean
  private readonly thread = new PrepareThread()

  /**
   * `compile`: whether V8 compiles the module too (the thread runner) or only the bytes are needed;
   * `meterFuel`: whether the instrumentation meters fuel (wasmtime meters its own).
   */
  constructor(compile = true, meterFuel = true) {
    this.compile = compile
    this.meterFuel = meterFuel
  }

  async prepare(path: string, trustedPath: boolean, maxPages: number): Promise<PreparedModule> {
    // a stat, not a thread hop, on a module's every run (a few microseconds: sync); a submission's
    // never through a link (its hash, read with O_NOFOLLOW, refuses one too)
    const s = trustedPath ? statSync(path, { bigint: true }) : lstatSync(path, { bigint: true })
    let sourceKey: string
    if (trustedPath) sourceKey = `path:${path}:${s.size}:${s.ino}:${s.mtimeNs}`
    else {
      // The bytes' hash, read once per version of the file: a program that rewrites its module
      // (a file-IO run may write its folder) changes its ctime, which no program can set back.
      const version = `${path}:${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`
      let hash = this.hashes.get(version)
      if (!hash) {
        hash = this.thread.hash(path)
        this.hashes.set(version, hash)
        hash.catch(() => this.hashes.delete(version))
      }
      sourceKey = await hash
    }
    const cacheKey = `${sourceKey}:${maxPages}`
    let entry = this.prepared.get(cacheKey)
    if (!entry) {
      entry = this.build(path, maxPages, trustedPath ? null : sourceKey)
      this.prepared.set(cacheKey, entry)
      entry.catch(() => this.prepared.delete(cacheKey))
    }
    return entry
  }

  private async build(path: string, maxPages: number, sourceKey: string | null): Promise<PreparedModule> {
    const { instrumented, key } = await this.thread.instrument(path, {
      maxPages,
      meterFuel: this.meterFuel,
      sourceKey,
    })
    const module = this.compile ? await WebAssembly.compile(instrumented.bytes) : null
    return { key, module, instrumented }
  }

  /** Ends the preparation thread. */
  close(): Promise<void> {
    return this.thread.close()
  }
}
