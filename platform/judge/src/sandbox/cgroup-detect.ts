// Which cgroup version this machine offers us, or an error that says what to install or mount.
import { readFileSync } from 'node:fs'

import { type CgroupTree, parseCgroupMounts, parseOwnCgroups } from './cgroup.ts'
import { findV1, openV1 } from './cgroup-v1.ts'
import { findV2, openV2 } from './cgroup-v2.ts'

export function openCgroupTree(baseName: string): CgroupTree {
  const mounts = parseCgroupMounts(readFileSync('/proc/self/mountinfo', 'utf8'))
  const own = parseOwnCgroups(readFileSync('/proc/self/cgroup', 'utf8'))
  const v2 = findV2(mounts, own)
  if ('folder' in v2) return openV2(v2.folder, baseName, v2.cpu)
  const v1 = findV1(mounts, own)
  if ('folders' in v1) return openV1(v1.folders, baseName)
  throw new Error(
    `native sandbox: no usable cgroups (${v2.reason}; cgroup v1 lacks ${v1.missing.join(', ')}). ` +
      'Mount the unified hierarchy with the memory and pids controllers (cgroup v2: a systemd host, or a ' +
      'container started with a writable, delegated /sys/fs/cgroup), or the v1 hierarchies, e.g. ' +
      '`mount -t cgroup -o memory cgroup /sys/fs/cgroup/memory` (likewise cpuacct and pids).',
  )
}
