import { DeterministicRandom, type VirtualClock } from './clock.ts'
import { type ShimContext, syscall } from './context.ts'
import { DescriptorTable, type Root, type StdStream } from './descriptors.ts'
import { E, ProcExit } from './errno.ts'
import { fdCalls } from './fd-calls.ts'
import { GuestMemory } from './memory-view.ts'
import { pathCalls } from './path-calls.ts'

export interface WasiConfig {
  readonly args: ReadonlyArray<string>
  readonly env: Readonly<Record<string, string>>
  readonly stdio: readonly [StdStream, StdStream, StdStream]
  /** Preopened folders, host paths already real (realpath). */
  readonly roots: ReadonlyArray<Root>
  readonly clock: VirtualClock
  readonly outputBytes: number
}

const CLOCK_SUBSCRIPTION = 0
const SUBSCRIPTION_ABSTIME = 1

/**
 * A small WASI preview1 host: what a judged program needs (stdio, its folders, clocks, random,
 * exit) and nothing else. Calls it does not know answer ENOSYS; sockets answer ENOTCAPABLE.
 */
export class WasiShim {
  readonly memory = new GuestMemory()
  private readonly fds = new DescriptorTable()
  private readonly config: WasiConfig
  private readonly random = new DeterministicRandom()

  constructor(config: WasiConfig) {
    this.config = config
    for (const stream of config.stdio) this.fds.add({ kind: 'std', stream })
    for (const root of config.roots) this.fds.add({ kind: 'dir', host: root.host, root, preopen: true })
  }

  /** The import object's wasi_snapshot_preview1, with ENOSYS for every name the module wants but we lack. */
  imports(wanted: ReadonlyArray<string>): Record<string, (...args: never[]) => number> {
    const ctx: ShimContext = {
      memory: this.memory,
      fds: this.fds,
      clock: this.config.clock,
      outputBytes: this.config.outputBytes,
      disk: { written: 0, created: 0 },
    }
    const calls: Record<string, (...args: never[]) => number> = {
      ...fdCalls(ctx),
      ...pathCalls(ctx),
      ...this.processCalls(),
    }
    for (const name of wanted) {
      if (calls[name]) continue
      calls[name] = name.startsWith('sock_') ? () => E.NOTCAPABLE : () => E.NOSYS
    }
    return calls
  }

  close(): void {
    this.fds.closeAll()
  }

  private processCalls(): Record<string, (...args: never[]) => number> {
    const { memory, config } = this
    const encode = (list: ReadonlyArray<string>) => list.map((s) => new TextEncoder().encode(s))
    const args = encode(config.args)
    const env = encode(Object.entries(config.env).map(([k, v]) => `${k}=${v}`))
    const sizes = (list: Uint8Array[]) =>
      syscall((count: number, size: number) => {
        const v = memory.view()
        v.setUint32(count, list.length, true)
        v.setUint32(
          size,
          list.reduce((n, s) => n + s.length + 1, 0),
          true,
        )
        return E.SUCCESS
      })
    const clock = config.clock
    return {
      args_sizes_get: sizes(args),
      args_get: syscall((ptrs: number, buf: number) => (memory.writeStrings(args, ptrs, buf), E.SUCCESS)),
      environ_sizes_get: sizes(env),
      environ_get: syscall((ptrs: number, buf: number) => (memory.writeStrings(env, ptrs, buf), E.SUCCESS)),
      clock_res_get: syscall(
        (_id: number, out: number) => (memory.view().setBigUint64(out, 1000n, true), E.SUCCESS),
      ),
      clock_time_get: syscall((id: number, _precision: bigint, out: number) => {
        if (id > 3) return E.INVAL
        memory.view().setBigUint64(out, id === 0 ? clock.realtime() : clock.elapsed(), true)
        return E.SUCCESS
      }),
      random_get: syscall(
        (ptr: number, len: number) => (this.random.fill(memory.bytes(ptr, len)), E.SUCCESS),
      ),
      poll_oneoff: syscall((input: number, output: number, count: number, nevents: number) =>
        pollOneoff(memory, clock, input, output, count, nevents),
      ),
      proc_exit: (code: number) => {
        throw new ProcExit(code)
      },
      proc_raise: () => E.NOSYS,
      sched_yield: () => E.SUCCESS,
    }
  }
}

/**
 * Streams are always ready (a read then blocks in fd_read); a lone clock subscription advances the
 * virtual clock instead of sleeping.
 */
function pollOneoff(
  memory: GuestMemory,
  clock: VirtualClock,
  input: number,
  output: number,
  count: number,
  nevents: number,
): number {
  const v = memory.view()
  let events = 0
  let soonest: { userdata: bigint; wait: bigint } | null = null
  for (let i = 0; i < count; i++) {
    const s = input + i * 48
    const userdata = v.getBigUint64(s, true)
    const tag = v.getUint8(s + 8)
    if (tag === CLOCK_SUBSCRIPTION) {
      const timeout = v.getBigUint64(s + 24, true)
      const abs = (v.getUint16(s + 40, true) & SUBSCRIPTION_ABSTIME) !== 0
      const wait = abs ? timeout - clock.elapsed() : timeout
      if (!soonest || wait < soonest.wait) soonest = { userdata, wait }
      continue
    }
    const e = output + events++ * 32
    v.setBigUint64(e, userdata, true)
    v.setUint16(e + 8, E.SUCCESS, true)
    v.setUint8(e + 10, tag)
    v.setBigUint64(e + 16, 1n, true)
    v.setUint16(e + 24, 0, true)
  }
  if (events === 0 && soonest) {
    clock.sleep(soonest.wait)
    const e = output
    v.setBigUint64(e, soonest.userdata, true)
    v.setUint16(e + 8, E.SUCCESS, true)
    v.setUint8(e + 10, CLOCK_SUBSCRIPTION)
    events = 1
  }
  memory.view().setUint32(nevents, events, true)
  return E.SUCCESS
}
