// cgroup v1: three hierarchies (memory, cpuacct, pids), one folder per run in each.
import { existsSync, mkdirSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import {
  type CgroupLimits,
  type CgroupMount,
  type CgroupTree,
  ownFolder,
  readKeyed,
  readNumber,
  removeFolder,
  removeStale,
  type RunCgroup,
} from './cgroup.ts'

const CONTROLLERS = ['memory', 'cpuacct', 'pids'] as const
type Controller = (typeof CONTROLLERS)[number]

/** Where each controller's hierarchy has our own cgroup, or the controllers that are missing. */
export function findV1(
  mounts: ReadonlyArray<CgroupMount>,
  own: ReadonlyMap<string, string>,
): { folders: Record<Controller, string> } | { missing: Controller[] } {
  const folders: Partial<Record<Controller, string>> = {}
  const missing: Controller[] = []
  for (const controller of CONTROLLERS) {
    const mount = mounts.find((m) => m.type === 'cgroup' && m.options.includes(controller))
    if (!mount) missing.push(controller)
    else folders[controller] = ownFolder(mount, own.get(controller) ?? '/')
  }
  return missing.length > 0 ? { missing } : { folders: folders as Record<Controller, string> }
}

export function openV1(own: Record<Controller, string>, baseName: string): CgroupTree {
  const bases = Object.fromEntries(CONTROLLERS.map((c) => [c, join(own[c], baseName)])) as Record<
    Controller,
    string
  >
  for (const controller of CONTROLLERS) {
    removeStale(own[controller], rmdirSync, (path) => readdirSync(path))
    mkdirSync(bases[controller], { recursive: true })
  }

  return {
    version: 'cgroup-v1',
    create(name: string, limits: CgroupLimits): RunCgroup {
      const dir = (c: Controller): string => join(bases[c], name)
      for (const controller of CONTROLLERS) mkdirSync(dir(controller))
      const memoryBytes = String(limits.memoryKb * 1024)
      writeFileSync(join(dir('memory'), 'memory.limit_in_bytes'), memoryBytes)
      // memory + swap at the same figure: no swapping out of the limit (absent without swap accounting)
      const memsw = join(dir('memory'), 'memory.memsw.limit_in_bytes')
      if (existsSync(memsw)) writeFileSync(memsw, memoryBytes)
      writeFileSync(join(dir('pids'), 'pids.max'), String(limits.tasks))
      const cpuMs = (): number => readNumber(join(dir('cpuacct'), 'cpuacct.usage')) / 1e6
      return {
        join(pid: number) {
          for (const controller of CONTROLLERS)
            writeFileSync(join(dir(controller), 'cgroup.procs'), String(pid))
        },
        cpuMs,
        usage: () => ({
          cpuMs: cpuMs(),
          memoryKb: Math.ceil(readNumber(join(dir('memory'), 'memory.max_usage_in_bytes')) / 1024),
          oomKills: readKeyed(join(dir('memory'), 'memory.oom_control'), 'oom_kill'),
          forksRefused: readKeyed(join(dir('pids'), 'pids.events'), 'max'),
        }),
        async remove() {
          for (const controller of CONTROLLERS) await removeFolder(() => rmdirSync(dir(controller)))
        },
      }
    },
    async close() {
      for (const controller of CONTROLLERS) await removeFolder(() => rmdirSync(bases[controller]))
    },
  }
}
