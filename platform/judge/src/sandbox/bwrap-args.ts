/**
 * The bubblewrap command line of one run: what the program sees of the machine. Read-only system
 * folders, a few /etc files (never all of /etc: /etc/shadow and the server's own settings stay out),
 * a sized tmpfs at /tmp, a minimal /dev, the work folder at /w, and nothing else of the host.
 */
import { lstatSync, readlinkSync } from 'node:fs'

import type { RunSpec } from '../runner.ts'

/** Folders of the system's programs and libraries (symlinks on merged-/usr systems are recreated). */
const SYSTEM_FOLDERS = ['/usr', '/lib', '/lib64', '/lib32', '/libx32', '/bin', '/sbin']
/**
 * What programs read in /etc: the loader's cache and the alternatives links (/usr/bin/java, ...).
 * Every bind costs about half a millisecond per run, so nothing more (no localtime: programs see UTC).
 */
const ETC_FILES = ['/etc/ld.so.cache', '/etc/alternatives']
const DEVICES = ['/dev/null', '/dev/zero', '/dev/full', '/dev/random', '/dev/urandom']

export const SANDBOX_WORK_DIR = '/w'

export interface SandboxFds {
  readonly info: number
  readonly block: number
  readonly seccomp: number
}

/** The host paths a sandbox binds, resolved once (symlink or folder). */
export type SystemLayout = ReadonlyArray<{ path: string; symlink: string | null }>

export function systemLayout(): SystemLayout {
  const layout: { path: string; symlink: string | null }[] = []
  for (const path of [...SYSTEM_FOLDERS, ...ETC_FILES]) {
    try {
      const stat = lstatSync(path)
      layout.push({
        path,
        symlink: stat.isSymbolicLink() && !path.startsWith('/etc') ? readlinkSync(path) : null,
      })
    } catch {
      // not on this machine (/lib32 on most): nothing to bind
    }
  }
  return layout
}

/** Environment every program gets; spec.env adds to it or overrides it. */
function sandboxEnv(spec: RunSpec): Record<string, string> {
  return {
    PATH: '/usr/local/bin:/usr/bin:/bin',
    HOME: '/tmp',
    TMPDIR: '/tmp',
    LANG: 'C.UTF-8',
    // the limits, for runtimes that size themselves (the JVM's heap, say)
    OJ_MEMORY_LIMIT_KB: String(spec.limits.memoryKb),
    OJ_STACK_LIMIT_KB: String(stackKb(spec)),
    OJ_TIME_LIMIT_MS: String(spec.limits.cpuMs),
    ...spec.env,
  }
}

/** The stack: as asked, else as large as the memory limit (deep recursion is common in judged code). */
export const stackKb = (spec: RunSpec): number => spec.limits.stackKb ?? spec.limits.memoryKb

/** /tmp: compilers need room; its pages count against the run's memory limit anyway. */
const tmpfsBytes = (spec: RunSpec): number => Math.min(spec.limits.memoryKb * 1024, 1024 ** 3)

export function bwrapArgs(
  spec: RunSpec,
  layout: SystemLayout,
  fds: SandboxFds,
  uid: number,
  gid: number,
): string[] {
  const args = [
    '--unshare-user',
    '--unshare-pid',
    '--unshare-net',
    '--unshare-ipc',
    '--unshare-uts',
    // its own cgroup namespace: /proc/self/cgroup names no host cgroup (the judge's, the other runs')
    '--unshare-cgroup',
    '--uid',
    String(uid),
    '--gid',
    String(gid),
    '--hostname',
    'sandbox',
    '--die-with-parent',
    '--new-session',
    '--info-fd',
    String(fds.info),
    '--block-fd',
    String(fds.block),
    '--seccomp',
    String(fds.seccomp),
  ]
  for (const { path, symlink } of layout) {
    if (symlink !== null) args.push('--symlink', symlink, path)
    else args.push('--ro-bind', path, path)
  }
  // /dev: a few devices in bwrap's own root tmpfs (no tmpfs of its own: one mount less)
  args.push('--proc', '/proc')
  for (const device of DEVICES) args.push('--dev-bind', device, device)
  args.push(
    '--symlink',
    '/proc/self/fd',
    '/dev/fd',
    '--symlink',
    '/proc/self/fd/0',
    '/dev/stdin',
    '--symlink',
    '/proc/self/fd/1',
    '/dev/stdout',
    '--symlink',
    '/proc/self/fd/2',
    '/dev/stderr',
    '--size',
    String(tmpfsBytes(spec)),
    '--tmpfs',
    '/tmp',
  )
  // after /tmp's tmpfs, which would hide binds of folders under /tmp
  for (const path of spec.readOnlyBinds ?? []) args.push('--ro-bind-try', path, path)
  for (const path of spec.writableBinds ?? []) args.push('--bind', path, path)
  args.push(
    spec.writable ? '--bind' : '--ro-bind',
    spec.workDir,
    SANDBOX_WORK_DIR,
    // bwrap's root (and so /dev) is a tmpfs it made: read-only, so only /tmp and (maybe) /w take writes
    '--remount-ro',
    '/',
    '--chdir',
    SANDBOX_WORK_DIR,
    '--clearenv',
  )
  for (const [name, value] of Object.entries(sandboxEnv(spec))) args.push('--setenv', name, value)
  args.push('--', ...spec.argv)
  return args
}
