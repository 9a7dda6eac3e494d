/**
 * The native sandbox: bubblewrap namespaces, a seccomp filter, one cgroup per run, rlimits as
 * backstops, the program as an unprivileged host user. See docs/adr/0005-native-sandbox.md.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { accessSync, chmodSync, constants, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import type { Runner, RunSpec } from '../runner.ts'
import { exposedDir, systemLayout } from './bwrap-args.ts'
import { openCgroupTree } from './cgroup-detect.ts'
import { runInSandbox, type SandboxContext } from './run.ts'
import { archTable, seccompBytes } from './seccomp.ts'
import { openSession } from './session.ts'
import { makePrivateDir, WORK_USER } from './work-dir.ts'

export { prepareWorkDir } from './work-dir.ts'

export interface NativeRunnerOptions {
  readonly log?: (message: string) => void
  /** The host user programs run as when the judge runs as root (default nobody: 65534/65534). */
  readonly workUser?: { readonly uid: number; readonly gid: number }
  /** bubblewrap's path (default /usr/bin/bwrap). */
  readonly bwrap?: string
  /**
   * Folders no program may see: the test data, the database files, the folder above the work
   * folders. The runner refuses to open when one is inside a folder every run binds, and a run
   * whose toolchain binds one is refused (a System Error).
   */
  readonly protectedDirs?: ReadonlyArray<string>
  /** Whether the runs of a task may share a warm sandbox (default: where a C compiler is, yes). */
  readonly warm?: boolean
}

const BWRAP_MISSING =
  'native sandbox: bubblewrap is missing: install the Debian package `bubblewrap` (apt-get install bubblewrap)'

async function bwrapVersion(bwrap: string): Promise<string> {
  try {
    accessSync(bwrap, constants.X_OK)
    const { stdout } = await promisify(execFile)(bwrap, ['--version'])
    return stdout.trim()
  } catch {
    throw new Error(`${BWRAP_MISSING} (looked for ${bwrap})`)
  }
}

function checkUserNamespaces(): void {
  let max = 1
  try {
    max = Number(readFileSync('/proc/sys/user/max_user_namespaces', 'utf8').trim())
  } catch {
    // older kernels have no such knob: user namespaces are on when compiled in
  }
  if (max === 0)
    throw new Error(
      'native sandbox: user namespaces are disabled: `sysctl -w user.max_user_namespaces=15000`',
    )
}

export async function openNativeRunner(options: NativeRunnerOptions = {}): Promise<Runner> {
  const log = options.log ?? (() => {})
  const bwrap = options.bwrap ?? '/usr/bin/bwrap'
  const version = await bwrapVersion(bwrap)
  checkUserNamespaces()
  const table = archTable()
  if (!table)
    throw new Error(`native sandbox: no seccomp table for the ${process.arch} architecture (x64, arm64)`)

  const isRoot = process.geteuid?.() === 0
  const user = isRoot ? (options.workUser ?? WORK_USER) : null
  if (!isRoot) log('native sandbox: not root, programs run as the judge user itself')

  // unique per runner: several may be open in one process (tests, a worker with a test lane)
  const baseName = `oj-sandbox-${process.pid}-${randomBytes(4).toString('hex')}`
  let cgroups
  try {
    cgroups = openCgroupTree(baseName)
  } catch (error) {
    const message = (error as Error).message
    throw new Error(
      message.startsWith('native sandbox')
        ? message
        : `native sandbox: cannot create cgroups (${message}): run the judge as root, or delegate its cgroup to it`,
    )
  }
  const layout = systemLayout()
  const protectedDirs = options.protectedDirs ?? []
  const exposed = exposedDir(
    layout.filter((entry) => entry.symlink === null).map((entry) => entry.path),
    protectedDirs,
  )
  if (exposed) {
    await cgroups.close().catch(() => undefined)
    throw new Error(`native sandbox: every program would see a folder the judge keeps from them: ${exposed}`)
  }
  // the work user passes through (its group) to the trial run's folder
  const privateDir = makePrivateDir(tmpdir(), 'oj-sandbox-', user)
  const seccompFile = join(privateDir, 'seccomp.bpf')
  writeFileSync(seccompFile, seccompBytes(table), { mode: 0o600 })

  let counter = 0
  const context: SandboxContext = {
    bwrap,
    layout,
    seccompFile,
    protectedDirs,
    cgroups,
    user,
    nextName: () => `run-${++counter}`,
  }
  const release = async (): Promise<void> => {
    rmSync(privateDir, { recursive: true, force: true })
    await cgroups.close().catch((error: Error) => log(`native sandbox: cgroup cleanup: ${error.message}`))
  }

  const cold: Runner = {
    kind: 'native',
    description: `${version.replace('bubblewrap ', 'bwrap ')}+${cgroups.version}`,
    spawn: (spec: RunSpec) => runInSandbox(context, spec),
    close: release,
  }
  const zygoteDir = await buildZygote(privateDir).catch((error: Error) => {
    log(`native sandbox: no warm sandboxes, each run starts its own (${error.message})`)
    return null
  })
  const runner: Runner =
    zygoteDir === null || options.warm === false
      ? cold
      : { ...cold, session: () => openSession({ ...context, zygoteDir, root: privateDir }, cold) }
  await selfCheck(runner, privateDir).catch(async (error: Error) => {
    await release()
    throw error
  })
  log(`native sandbox ready: ${runner.description}`)
  return runner
}

/**
 * Compiles the warm sandbox's helper (zygote.c) with the host's C compiler into a folder the work
 * user may read: trusted code, built once per runner.
 */
async function buildZygote(privateDir: string): Promise<string> {
  const dir = join(privateDir, 'zygote')
  mkdirSync(dir, { mode: 0o755 })
  chmodSync(dir, 0o755)
  const source = fileURLToPath(new URL('./zygote.c', import.meta.url))
  await promisify(execFile)(process.env['CC'] ?? 'cc', ['-O2', '-o', join(dir, 'zygote'), source])
  return dir
}

/** One trivial run end to end, so that a broken setup fails here with its reason, not in a judging. */
async function selfCheck(runner: Runner, privateDir: string): Promise<void> {
  const workDir = join(privateDir, 'check')
  const stderr = join(privateDir, 'check.err')
  mkdirSync(workDir)
  const result = await runner.spawn({
    argv: ['/bin/true'],
    workDir,
    writable: false,
    stdin: 'ignore',
    stdout: 'ignore',
    stderr: { file: stderr },
    limits: { cpuMs: 1000, wallMs: 5000, memoryKb: 64 * 1024, processes: 1, outputBytes: 1024 },
  }).result
  if (result.outcome !== 'ok') {
    const said = readFileSync(stderr, 'utf8').trim()
    // Ubuntu 24.04 and others let only profiled programs make user namespaces
    const hint = /uid map|namespace/i.test(said)
      ? ' (unprivileged user namespaces are refused here: e.g. `sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`, or an AppArmor profile for bwrap)'
      : ''
    throw new Error(`native sandbox: a trial run failed: ${result.message}${said ? `: ${said}` : ''}${hint}`)
  }
}
