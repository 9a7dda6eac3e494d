// Finding our cgroups: the parsing of /proc/self/mountinfo and /proc/self/cgroup, by table (the
// cgroup runs themselves are tested through the real sandbox in limits.test.ts).
import { describe, expect, it } from 'vitest'

import { ownFolder, parseCgroupMounts, parseOwnCgroups } from './cgroup.ts'
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
