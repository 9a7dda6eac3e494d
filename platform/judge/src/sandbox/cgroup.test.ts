// Finding our cgroups: the parsing of /proc/self/mountinfo and /proc/self/cgroup, by table (the
// cgroup runs themselves are tested through the real sandbox in limits.test.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { ownFolder, parseCgroupMounts, parseOwnCgroups } from './cgroup.ts'
import { openCgroupTree } from './cgroup-detect.ts'
import { findV1 } from './cgroup-v1.ts'
import { findV2 } from './cgroup-v2.ts'

const V1_MOUNTINFO = `31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
33 31 0:30 / /sys/fs/cgroup/cpu,cpuacct rw,relatime - cgroup cgroup rw,cpu,cpuacct
35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw`
const V1_OWN = `8:pids:/
4:memory:/process_api/abc
2:cpu,cpuacct:/
0::/`

describe('cgroup discovery', () => {
  it('reads v1 hierarchies, comounted controllers included, with our nested memory cgroup', () => {
    const found = findV1(parseCgroupMounts(V1_MOUNTINFO), parseOwnCgroups(V1_OWN))
    expect(found).toEqual({
      folders: {
        memory: '/sys/fs/cgroup/memory/process_api/abc',
        cpuacct: '/sys/fs/cgroup/cpu,cpuacct',
        pids: '/sys/fs/cgroup/pids',
        cpu: '/sys/fs/cgroup/cpu,cpuacct',
      },
    })
  })

  it('names the v1 controllers that are missing', () => {
    const found = findV1(
      parseCgroupMounts(V1_MOUNTINFO.split('\n').slice(0, 2).join('\n')),
      parseOwnCgroups(V1_OWN),
    )
    expect(found).toEqual({ missing: ['memory', 'pids'] })
  })

  it('refuses a v2 mount without the memory controller, with the reason', () => {
    const found = findV2(parseCgroupMounts(V1_MOUNTINFO), parseOwnCgroups(V1_OWN))
    expect('reason' in found && found.reason).toMatch(/lacks the memory, pids controller/)
  })

  it('maps our cgroup path into a mount whose root is a sub-folder (containers)', () => {
    const [mount] = parseCgroupMounts('50 40 0:29 /docker/x /sys/fs/cgroup rw - cgroup2 cgroup2 rw')
    expect(mount).toBeDefined()
    if (!mount) return
    expect(ownFolder(mount, '/docker/x/judge')).toBe('/sys/fs/cgroup/judge')
    expect(ownFolder(mount, '/docker/x')).toBe('/sys/fs/cgroup')
    expect(ownFolder(mount, '/elsewhere')).toBe('/sys/fs/cgroup')
  })
})

// The real tree, where this machine lets us make one (root, cgroups mounted): each run's CPU quota.
const tree = (() => {
  try {
    return openCgroupTree(`oj-sandbox-${process.pid}-7e57`)
  } catch (error) {
    if (process.env.CI === 'true') throw error
    return null
  }
})()

describe.skipIf(!tree?.cpuQuota)('cgroup of a run', () => {
  it('holds at most one CPU busy by default, more when asked', async () => {
    if (!tree) return
    const quota = (name: string): string => {
      const own = parseOwnCgroups(readFileSync('/proc/self/cgroup', 'utf8'))
      const mounts = parseCgroupMounts(readFileSync('/proc/self/mountinfo', 'utf8'))
      const v2 = findV2(mounts, own)
      if ('folder' in v2)
        return readFileSync(join(v2.folder, `oj-sandbox-${process.pid}-7e57`, name, 'cpu.max'), 'utf8').trim()
      const v1 = findV1(mounts, own)
      if (!('folders' in v1) || !v1.folders.cpu) throw new Error('no cpu hierarchy')
      const dir = join(v1.folders.cpu, `oj-sandbox-${process.pid}-7e57`, name)
      const read = (file: string) => readFileSync(join(dir, file), 'utf8').trim()
      return `${read('cpu.cfs_quota_us')} ${read('cpu.cfs_period_us')}`
    }
    const one = tree.create('one', { memoryKb: 65536, tasks: 2 })
    const two = tree.create('two', { memoryKb: 65536, tasks: 2, cpus: 2 })
    try {
      expect(quota('one')).toBe('100000 100000')
      expect(quota('two')).toBe('200000 100000')
    } finally {
      await one.remove()
      await two.remove()
      await tree.close()
    }
  })
})
