// cgroup v1: three hierarchies (memory, cpuacct, pids) and the cpu one where mounted (the run's CPU
// quota), one folder per run in each (once where controllers share a hierarchy, as cpu,cpuacct do).
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

const CONTROLLERS = ['memory', 'cpuacct', 'pids'] as const
type Controller = (typeof CONTROLLERS)[number] | 'cpu'

/** What a run may leave charged (its output's page cache) for its cgroup to be reused: 1 MiB. */
const RESTART_CHARGED_MAX = 1024 * 1024

/** Where each controller's hierarchy has our own cgroup, or the controllers that are missing. */
export function findV1(
  mounts: ReadonlyArray<CgroupMount>,
  own: ReadonlyMap<string, string>,
): { folders: V1Folders } | { missing: Controller[] } {
  const folders: Partial<Record<Controller, string>> = {}
  const missing: Controller[] = []
  for (const controller of [...CONTROLLERS, 'cpu'] as const) {
    const mount = mounts.find((m) => m.type === 'cgroup' && m.options.includes(controller))
    if (mount) folders[controller] = ownFolder(mount, own.get(controller) ?? '/')
    else if (controller !== 'cpu') missing.push(controller)
  }
  return missing.length > 0 ? { missing } : { folders: folders as V1Folders }
}

/** Our own folder in each hierarchy; cpu only where its hierarchy is mounted. */
type V1Folders = Record<Exclude<Controller, 'cpu'>, string> & { cpu?: string }

export function openV1(own: V1Folders, baseName: string): CgroupTree {
  const used: Controller[] = own.cpu === undefined ? [...CONTROLLERS] : [...CONTROLLERS, 'cpu']
  const bases = Object.fromEntries(used.map((c) => [c, join(own[c] ?? '', baseName)])) as Record<
    Controller,
    string
  >
  // one folder per hierarchy: comounted controllers (cpu,cpuacct) share it
  const hierarchies = [...new Set(used.map((c) => bases[c]))]
  for (const controller of used) removeStale(own[controller] ?? '', rmdirSync, (path) => readdirSync(path))
  for (const base of hierarchies) mkdirSync(base, { recursive: true })
  // With the cpu controller the runs are scheduled as one group beside the machine's other tasks:
  // as heavy as one task per CPU, not one task for all the runs (a run's share would then shrink
  // with every process of the host, and its wall time stretch).
  if (own.cpu !== undefined)
    writeFileSync(join(bases.cpu, 'cpu.shares'), String(1024 * availableParallelism()))

  return {
    version: 'cgroup-v1',
    cpuQuota: own.cpu !== undefined,
    create(name: string, limits: CgroupLimits): RunCgroup {
      const dir = (c: Controller): string => join(bases[c], name)
      const folders = hierarchies.map((base) => join(base, name))
      for (const folder of folders) mkdirSync(folder)
      const limitBytes = limits.memoryKb * 1024
      // memory + swap at the same figure: no swapping out of the limit (absent without swap accounting)
      const memsw = join(dir('memory'), 'memory.memsw.limit_in_bytes')
      const swapAccounted = existsSync(memsw)
      let limitNow = Number.POSITIVE_INFINITY // a new cgroup has no limit
      const setMemoryLimit = (bytes: number): void => {
        if (bytes === limitNow) return
        // memory + swap may never be below memory alone: raise it first, lower it last
        if (swapAccounted && bytes > limitNow) writeFileSync(memsw, String(bytes))
        writeFileSync(join(dir('memory'), 'memory.limit_in_bytes'), String(bytes))
        if (swapAccounted && bytes < limitNow) writeFileSync(memsw, String(bytes))
        limitNow = bytes
      }
      setMemoryLimit(limitBytes)
      writeFileSync(join(dir('pids'), 'pids.max'), String(limits.tasks))
      if (own.cpu !== undefined) {
        writeFileSync(join(dir('cpu'), 'cpu.cfs_period_us'), String(CPU_PERIOD_US))
        writeFileSync(join(dir('cpu'), 'cpu.cfs_quota_us'), String(cpuQuotaUs(limits)))
      }
      // what a restart found (the counters then, the memory still charged): subtracted from the figures
      let base = { cpuNs: 0, oomKills: 0, forksRefused: 0, memoryBytes: 0 }
      const cpuNs = (): number => readNumber(join(dir('cpuacct'), 'cpuacct.usage'))
      const oomKills = (): number => readKeyed(join(dir('memory'), 'memory.oom_control'), 'oom_kill')
      const forksRefused = (): number => readKeyed(join(dir('pids'), 'pids.events'), 'max')
      const cpuMs = (): number => (cpuNs() - base.cpuNs) / 1e6
      // open for the cgroup's life: a join (one per case of a warm sandbox) is then one write each
      const procs = joinBy(folders.map((folder) => openSync(join(folder, 'cgroup.procs'), 'w')))
      return {
        join: procs.join,
        cpuMs,
        killAll: () => killListed(join(dir('pids'), 'cgroup.procs')),
        usage: () => ({
          cpuMs: cpuMs(),
          memoryKb: Math.ceil(
            Math.max(0, readNumber(join(dir('memory'), 'memory.max_usage_in_bytes')) - base.memoryBytes) /
              1024,
          ),
          oomKills: oomKills() - base.oomKills,
          forksRefused: forksRefused() - base.forksRefused,
        }),
        async remove() {
          await procs.close()
          for (const folder of folders) await removeFolder(folder)
        },
        restart() {
          for (const folder of folders)
            if (readFileSync(join(folder, 'cgroup.procs'), 'utf8').trim() !== '') return false
          const charged = readNumber(join(dir('memory'), 'memory.usage_in_bytes'))
          if (charged > RESTART_CHARGED_MAX) return false
          // the next run gets its whole limit beside what is still charged, as a fresh cgroup would
          setMemoryLimit(limitBytes + charged)
          writeFileSync(join(dir('memory'), 'memory.max_usage_in_bytes'), '0')
          base = { cpuNs: cpuNs(), oomKills: oomKills(), forksRefused: forksRefused(), memoryBytes: charged }
          return true
        },
      }
    },
    async close() {
      for (const base of hierarchies) await removeFolder(base)
    },
  }
}
