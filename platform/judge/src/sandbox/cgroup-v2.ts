// cgroup v2 (unified): one folder per run under a base folder whose children get memory and pids.
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'

import {
  type CgroupLimits,
  type CgroupMount,
  type CgroupTree,
  CPU_PERIOD_US,
  cpuQuotaUs,
  joinBy,
  killListed,
  ownFolder,
  readKeyed,
  readNumber,
  removeFolder,
  removeStale,
  type RunCgroup,
} from './cgroup.ts'

const NEEDED = ['memory', 'pids'] as const
/** Used where offered: the run's CPU quota (cpu.max). */
const OPTIONAL = ['cpu'] as const

const words = (file: string): string[] => readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean)

/** Our own v2 cgroup folder when the unified hierarchy offers memory and pids, else why not. */
export function findV2(
  mounts: ReadonlyArray<CgroupMount>,
  own: ReadonlyMap<string, string>,
): { folder: string; cpu: boolean } | { reason: string } {
  const mount = mounts.find((m) => m.type === 'cgroup2')
  const path = own.get('')
  if (!mount || path === undefined) return { reason: 'no cgroup2 mount' }
  const folder = ownFolder(mount, path)
  const available = existsSync(join(folder, 'cgroup.controllers'))
    ? words(join(folder, 'cgroup.controllers'))
    : []
  const missing = NEEDED.filter((c) => !available.includes(c))
  if (missing.length > 0)
    return { reason: `cgroup2 at ${folder} lacks the ${missing.join(', ')} controller(s)` }
  return { folder, cpu: available.includes('cpu') }
}

/**
 * Controllers reach children only through a parent with no processes of its own ("no internal
 * processes"): when our own cgroup holds processes (ours), they move to a leaf `oj-host` beside the
 * sandbox base first.
 */
function enableControllers(own: string, controllers: ReadonlyArray<string>): void {
  const wanted = controllers.map((c) => `+${c}`).join(' ')
  const subtree = join(own, 'cgroup.subtree_control')
  if (controllers.every((c) => words(subtree).includes(c))) return
  try {
    writeFileSync(subtree, wanted)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EBUSY') throw error
    const host = join(own, 'oj-host')
    mkdirSync(host, { recursive: true })
    for (const pid of words(join(own, 'cgroup.procs'))) {
      try {
        writeFileSync(join(host, 'cgroup.procs'), pid)
      } catch {
        // a process that exited meanwhile, or a kernel thread: stays
      }
    }
    writeFileSync(subtree, wanted)
  }
}

export function openV2(own: string, baseName: string, cpu: boolean): CgroupTree {
  const controllers = cpu ? [...NEEDED, ...OPTIONAL] : [...NEEDED]
  enableControllers(own, controllers)
  removeStale(own, rmdirSync, (path) => readdirSync(path))
  const base = join(own, baseName)
  mkdirSync(base, { recursive: true })
  writeFileSync(join(base, 'cgroup.subtree_control'), controllers.map((c) => `+${c}`).join(' '))
  // the runs as one group beside the host's other tasks: as heavy as one task per CPU (see v1)
  if (cpu) writeFileSync(join(base, 'cpu.weight'), String(Math.min(10_000, 100 * availableParallelism())))

  return {
    version: 'cgroup-v2',
    cpuQuota: cpu,
    create(name: string, limits: CgroupLimits): RunCgroup {
      const dir = join(base, name)
      mkdirSync(dir)
      writeFileSync(join(dir, 'memory.max'), String(limits.memoryKb * 1024))
      if (existsSync(join(dir, 'memory.swap.max'))) writeFileSync(join(dir, 'memory.swap.max'), '0')
      writeFileSync(join(dir, 'pids.max'), String(limits.tasks))
      if (cpu) writeFileSync(join(dir, 'cpu.max'), `${cpuQuotaUs(limits)} ${CPU_PERIOD_US}`)
      const cpuMs = (): number => readKeyed(join(dir, 'cpu.stat'), 'usage_usec') / 1000
      // memory.peak came with Linux 5.19; before it, the last figure is the best there is
      const peakFile = existsSync(join(dir, 'memory.peak')) ? 'memory.peak' : 'memory.current'
      // open for the cgroup's life, as on cgroup v1
      const procs = joinBy([openSync(join(dir, 'cgroup.procs'), 'w')])
      return {
        join: procs.join,
        cpuMs,
        killAll() {
          // cgroup.kill (Linux 5.14) ends them all at once, forks included
          try {
            writeFileSync(join(dir, 'cgroup.kill'), '1')
            return
          } catch {
            killListed(join(dir, 'cgroup.procs'))
          }
        },
        usage: () => ({
          cpuMs: cpuMs(),
          memoryKb: Math.ceil(readNumber(join(dir, peakFile)) / 1024),
          oomKills: readKeyed(join(dir, 'memory.events'), 'oom_kill'),
          forksRefused: readKeyed(join(dir, 'pids.events'), 'max'),
        }),
        async remove() {
          await procs.close()
          await removeFolder(dir)
        },
      }
    },
    async close() {
      await removeFolder(base)
    },
  }
}
