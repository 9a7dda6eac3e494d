/**
 * One cgroup per run: limits set before the program starts, the program joined before it executes,
 * its CPU time, peak memory and OOM kills read afterwards, the cgroup removed. v2 (unified) where
 * the memory and pids controllers can be had, v1 (memory + cpuacct + pids hierarchies) otherwise.
 */
import { closeSync, readFileSync, write } from 'node:fs'
import { rmdir } from 'node:fs/promises'

export interface CgroupLimits {
  readonly memoryKb: number
  /** Tasks (processes and threads) at once, the sandbox's own init included. */
  readonly tasks: number
  /** CPUs the run may keep busy at once (the CPU quota: cpu.max, cpu.cfs_quota_us); default 1. */
  readonly cpus?: number
}

/** The quota's period: 100 ms, the kernel's default. */
export const CPU_PERIOD_US = 100_000
export const cpuQuotaUs = (limits: CgroupLimits): number => Math.round((limits.cpus ?? 1) * CPU_PERIOD_US)

export interface CgroupUsage {
  readonly cpuMs: number
  readonly memoryKb: number
  /** Processes the kernel's OOM killer ended in this cgroup. */
  readonly oomKills: number
  /** Times a fork or thread was refused at the tasks limit. */
  readonly forksRefused: number
}

export interface RunCgroup {
  /**
   * Moves a process (and so everything it will start) into the cgroup. Asynchronous: a move waits
   * in the kernel (an RCU grace period, milliseconds on cgroup v1), so it is done off the event
   * loop (see joinBy).
   */
  join(pid: number): Promise<void>
  /** CPU time so far (cheap: polled while the program runs). */
  cpuMs(): number
  usage(): CgroupUsage
  /** Ends every process in the cgroup (SIGKILL), forks racing the kill included. */
  killAll(): void
  /** Removes the cgroup once its processes are gone. */
  remove(): Promise<void>
  /**
   * Makes an emptied cgroup ready for the next run of the same limits, so a warm sandbox's cases
   * need not make and remove one each: the counters start again from here, and what the last run
   * left charged (its output's page cache) is neither counted nor taken from the next one's limit.
   * False when it cannot be reused (processes still there, too much left charged): remove it then.
   * Absent where a fresh cgroup is the only way (cgroup v2's peak cannot be reset everywhere).
   */
  restart?(): boolean
}

export interface CgroupTree {
  /** e.g. 'cgroup-v1' or 'cgroup-v2'. */
  readonly version: string
  /** Whether runs get a CPU quota (the cpu controller is there). */
  readonly cpuQuota: boolean
  create(name: string, limits: CgroupLimits): RunCgroup
  close(): Promise<void>
}

/** A cgroup mount from /proc/self/mountinfo: its root inside the hierarchy, and its options. */
export interface CgroupMount {
  readonly root: string
  readonly mountPoint: string
  readonly type: 'cgroup' | 'cgroup2'
  readonly options: ReadonlyArray<string>
}

const unescapeMount = (path: string): string =>
  path.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)))

export function parseCgroupMounts(mountinfo: string): CgroupMount[] {
  const mounts: CgroupMount[] = []
  for (const line of mountinfo.split('\n')) {
    const [left, right] = line.split(' - ')
    if (!left || !right) continue
    const fields = left.split(' ')
    const [type, , superOptions] = right.split(' ')
    if (type !== 'cgroup' && type !== 'cgroup2') continue
    mounts.push({
      root: unescapeMount(fields[3] ?? '/'),
      mountPoint: unescapeMount(fields[4] ?? ''),
      type,
      options: (superOptions ?? '').split(','),
    })
  }
  return mounts
}

/** /proc/self/cgroup: controller (or '' for v2) → path. */
export function parseOwnCgroups(text: string): Map<string, string> {
  const own = new Map<string, string>()
  for (const line of text.split('\n')) {
    const match = /^\d+:([^:]*):(.*)$/.exec(line)
    if (!match) continue
    for (const controller of (match[1] ?? '').split(',')) own.set(controller, match[2] ?? '/')
  }
  return own
}

/** The host folder of our own cgroup in a mounted hierarchy. */
export function ownFolder(mount: CgroupMount, ownPath: string): string {
  const relative =
    mount.root === '/' ? ownPath : ownPath.startsWith(mount.root) ? ownPath.slice(mount.root.length) : '/'
  return (mount.mountPoint + relative).replace(/\/+$/, '').replace(/\/\/+/g, '/')
}

/**
 * Joins by writes to cgroup.procs files held open (one per hierarchy), through the thread pool, one
 * after another. A move waits in the kernel for an RCU grace period whenever no other move came just
 * before (cgroup_threadgroup_rwsem's writer side): 5-16 ms each on this loaded cgroup v1 machine,
 * time the event loop must not stand still for, as the worker's other cases and tasks go on
 * meanwhile; the later hierarchies' writes come within that grace period and are quick. close()
 * waits for a join under way, so that no write goes to a reused fd.
 */
export function joinBy(procs: ReadonlyArray<number>): {
  join: (pid: number) => Promise<void>
  close: () => Promise<void>
} {
  let joining: Promise<void> = Promise.resolve()
  let closed = false
  const writeTo = (fd: number, text: Buffer): Promise<void> =>
    new Promise((done, fail) =>
      write(fd, text, 0, text.length, null, (error) => (error ? fail(error) : done())),
    )
  return {
    join: (pid) => {
      if (closed) return Promise.reject(new Error('the cgroup is removed'))
      const text = Buffer.from(String(pid))
      joining = (async () => {
        for (const fd of procs) await writeTo(fd, text)
      })()
      return joining
    },
    close: async () => {
      if (closed) return
      closed = true
      await joining.catch(() => undefined)
      for (const fd of procs) closeSync(fd)
    },
  }
}

export const readNumber = (file: string): number => Number(readFileSync(file, 'utf8').trim())

/** `key value` lines (memory.events, cpu.stat, memory.oom_control, pids.events) → the value of key. */
export function readKeyed(file: string, key: string): number {
  try {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const [name, value] = line.trim().split(/\s+/)
      if (name === key) return Number(value)
    }
  } catch {
    // an older kernel without this file: nothing counted
  }
  return 0
}

/**
 * SIGKILL to every process listed in a cgroup.procs file, again while new ones appear (a fork racing
 * the kill; the tasks limit bounds how many there can be). Best effort: a process that is gone is fine.
 */
export function killListed(procsFile: string): void {
  for (let round = 0; round < 16; round++) {
    let pids: string[]
    try {
      pids = readFileSync(procsFile, 'utf8').split('\n').filter(Boolean)
    } catch {
      return
    }
    if (pids.length === 0) return
    for (const pid of pids) {
      try {
        process.kill(Number(pid), 'SIGKILL')
      } catch {
        // gone already
      }
    }
  }
}

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms))

/**
 * rmdir, retried while the last processes of the run are being reaped (EBUSY). Through the thread
 * pool: removing a cgroup folder takes the kernel a while, and no case waits for it.
 */
export async function removeFolder(folder: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rmdir(folder)
      return
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT') return
      if (code !== 'EBUSY' || attempt >= 50) throw error
      await sleep(Math.min(2 + attempt * 2, 50))
    }
  }
}

/**
 * Removes the sandbox folders a judge that died left in `parent` (`oj-sandbox-<pid>-<id>` of a pid that
 * is gone), with their empty run folders. Best effort: a folder still in use stays.
 */
export function removeStale(
  parent: string,
  rmdir: (path: string) => void,
  list: (path: string) => string[],
): void {
  for (const name of safeList(list, parent)) {
    const pid = /^oj-sandbox-(\d+)(-[0-9a-f]+)?$/.exec(name)?.[1]
    if (pid === undefined || isAlive(Number(pid))) continue
    const base = `${parent}/${name}`
    try {
      for (const run of safeList(list, base)) if (run.startsWith('run-')) rmdir(`${base}/${run}`)
      rmdir(base)
    } catch {
      // busy: left for the next start
    }
  }
}

const safeList = (list: (path: string) => string[], path: string): string[] => {
  try {
    return list(path)
  } catch {
    return []
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
