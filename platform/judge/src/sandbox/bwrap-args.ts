/**
 * The bubblewrap command line of one run: what the program sees of the machine. Never all of /usr:
 * the programs (/usr/bin), the shared libraries and the loader, and the toolchain folders of the
 * command being run (see toolchainFolders); a few /etc files (never all of /etc: /etc/shadow and the
 * server's own settings stay out), a sized tmpfs at /tmp, a minimal /dev, the work folder at /w, and
 * nothing else of the host.
 */
import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, resolve } from 'node:path'
import { arch } from 'node:process'

import type { RunSpec } from '../runner.ts'

/** Debian's multiarch folder of shared libraries (/usr/lib/x86_64-linux-gnu). */
const MULTIARCH: Readonly<Record<string, string>> = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' }
/** What every run sees of /usr: the programs, the shared libraries, the loader. */
const BASE_FOLDERS = ['/usr/bin', `/usr/lib/${MULTIARCH[arch] ?? 'x86_64-linux-gnu'}`, '/usr/lib64']
/** The merged-/usr links (/bin → usr/bin, ...); bound as folders on a system without merged /usr. */
const ROOT_LINKS = ['/bin', '/lib', '/lib64']
/**
 * What programs read in /etc: the loader's cache and the alternatives links (/usr/bin/java, ...).
 * Every bind costs about half a millisecond per run, so nothing more (no localtime: programs see UTC).
 */
const ETC_FILES = ['/etc/ld.so.cache', '/etc/alternatives']
const DEVICES = ['/dev/null', '/dev/zero', '/dev/full', '/dev/random', '/dev/urandom']

export const SANDBOX_WORK_DIR = '/w'
/** Where a command's bare program name is looked up (the sandbox's own PATH). */
const SANDBOX_PATH = ['/usr/local/bin', '/usr/bin', '/bin']

export interface SandboxFds {
  readonly info: number
  readonly block: number
  readonly seccomp: number
}

/** The host paths a sandbox binds, resolved once (symlink or folder). */
export type SystemLayout = ReadonlyArray<{ path: string; symlink: string | null }>

export function systemLayout(): SystemLayout {
  const layout: { path: string; symlink: string | null }[] = []
  for (const path of [...BASE_FOLDERS, ...ROOT_LINKS, ...ETC_FILES]) {
    try {
      const stat = lstatSync(path)
      layout.push({
        path,
        symlink: stat.isSymbolicLink() && ROOT_LINKS.includes(path) ? readlinkSync(path) : null,
      })
    } catch {
      // not on this machine (/usr/lib64 on arm64): nothing to bind
    }
  }
  return layout
}

const isUnder = (path: string, folder: string): boolean =>
  path === folder || path.startsWith(folder.endsWith('/') ? folder : `${folder}/`)
const realOrNull = (path: string): string | null => {
  try {
    return realpathSync(path)
  } catch {
    return null
  }
}

/** The absolute paths a command names: its argv, and the words of a `sh -c` script (Java's, Node's). */
function namedPaths(argv: ReadonlyArray<string>): string[] {
  const words = [...argv]
  const program = argv[0] ?? ''
  if (['/bin/sh', '/usr/bin/sh', 'sh'].includes(program) && argv[1] === '-c' && argv[2])
    words.push(...argv[2].split(/[\s;|&()'"]+/))
  const paths: string[] = []
  for (const word of words) {
    const value = word.includes('=') ? word.slice(word.indexOf('=') + 1) : word
    // a path of a folder below the root ('/' alone is the division in `$(( a / b ))`)
    if (isAbsolute(value) && value.length > 1) paths.push(value)
  }
  if (program !== '' && !program.includes('/')) {
    const found = SANDBOX_PATH.map((dir) => join(dir, program)).find((p) => existsSync(p))
    if (found) paths.push(found)
  }
  return paths
}

/**
 * The host folders a command needs besides the base ones, derived from the programs it names:
 * - a program that lives in `<root>/bin` outside /usr/bin is a toolchain of its own: `<root>` is
 *   bound (a JDK in /usr/lib/jvm/..., Go in /usr/lib/go-1.19, clang in /usr/lib/llvm-19), with the
 *   folders its top-level links point to outside it (Go's sources in /usr/share/go-1.19);
 * - a program of /usr/bin with a library folder of its own name (python3 → python3.11) gets it;
 * - a folder named in the command (a --sysroot=...) is bound as it is.
 * Folders of the work area (/w, relative paths) and the base folders add nothing.
 */
function toolchainFolders(argv: ReadonlyArray<string>): string[] {
  const folders = new Set<string>()
  for (const named of namedPaths(argv)) {
    if (isUnder(named, SANDBOX_WORK_DIR) || isUnder(named, '/tmp') || isUnder(named, '/proc')) continue
    const real = realOrNull(named)
    if (!real) continue
    const stat = statSync(real)
    if (stat.isDirectory()) {
      if (!BASE_FOLDERS.some((base) => isUnder(real, base))) folders.add(real)
      continue
    }
    const parent = dirname(real)
    if (basename(parent) === 'bin' && parent !== '/usr/bin' && parent !== '/bin') {
      const root = dirname(parent)
      folders.add(root)
      for (const target of escapingLinks(root)) folders.add(target)
    } else if (parent === '/usr/bin') {
      const library = join('/usr/lib', basename(real))
      if (existsSync(library) && statSync(library).isDirectory()) folders.add(library)
    }
  }
  return [...folders]
}

/** Targets outside `root` of its top-level symlinks that exist (Go's GOROOT links its sources). */
function escapingLinks(root: string): string[] {
  const targets: string[] = []
  for (const name of safeList(root)) {
    const path = join(root, name)
    if (!lstatSync(path).isSymbolicLink()) continue
    const target = realOrNull(path)
    if (target && !isUnder(target, root)) targets.push(target)
  }
  return targets
}

const safeList = (dir: string): string[] => {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}

/**
 * The first of `protectedDirs` (test data, database files, the folder above the judge's work folders)
 * that lies inside one of `binds`, said with the bind; null when none does.
 */
export function exposedDir(
  binds: ReadonlyArray<string>,
  protectedDirs: ReadonlyArray<string>,
): string | null {
  for (const dir of protectedDirs) {
    const real = realOrNull(dir) ?? resolve(dir)
    for (const bind of binds) {
      if (isUnder(real, realOrNull(bind) ?? resolve(bind))) return `${dir} is inside ${bind}`
    }
  }
  return null
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

/** A host folder seen at another place in the sandbox (the warm sandbox's helper and exchange folder). */
interface SandboxMount {
  readonly host: string
  readonly at: string
  readonly writable: boolean
}

export function bwrapArgs(
  spec: RunSpec,
  layout: SystemLayout,
  fds: SandboxFds,
  uid: number,
  gid: number,
  mounts: ReadonlyArray<SandboxMount> = [],
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
  for (const path of runBinds(spec)) args.push('--ro-bind-try', path, path)
  for (const path of spec.writableBinds ?? []) args.push('--bind', path, path)
  for (const mount of mounts) args.push(mount.writable ? '--bind' : '--ro-bind', mount.host, mount.at)
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

const derived = new Map<string, string[]>()

/**
 * The read-only binds of a run besides the base ones: its toolchain's, then those it asks for. The
 * derivation (a few stats) is kept per command: a judge runs the same few commands all day.
 */
export function runBinds(spec: RunSpec): string[] {
  const key = spec.argv.join('\0')
  let folders = derived.get(key)
  if (!folders) {
    if (derived.size >= 256) derived.clear()
    folders = toolchainFolders(spec.argv)
    derived.set(key, folders)
  }
  return [...new Set([...folders, ...(spec.readOnlyBinds ?? [])])]
}
