/**
 * One run in the sandbox, from spawn to result:
 *   sh (as the unprivileged work user: rlimits) → exec bwrap → namespaces and mounts → bwrap's child
 *   tells us its pid (--info-fd) and waits (--block-fd) → we move it into the run's cgroup → it goes
 *   on, loads the seccomp filter and executes the program, which thus never runs a single instruction
 *   outside the cgroup. bwrap's own setup is charged to no one's CPU time.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, constants, fstatSync, openSync } from 'node:fs'
import { PassThrough, type Readable, type Writable } from 'node:stream'

import type { RunningProgram, RunResult, RunSpec, StdioSpec } from '../runner.ts'
import { bwrapArgs, exposedDir, runBinds, stackKb, type SystemLayout } from './bwrap-args.ts'
import type { CgroupTree, CgroupUsage, RunCgroup } from './cgroup.ts'
import { type KillReason, verdict } from './verdict.ts'
import { prepareWorkDir, removeSpecialFiles } from './work-dir.ts'

export interface SandboxContext {
  readonly bwrap: string
  readonly layout: SystemLayout
  readonly seccompFile: string
  /** Folders no run may see (test data, database files): a run that would bind one is refused. */
  readonly protectedDirs: ReadonlyArray<string>
  readonly cgroups: CgroupTree
  readonly user: { readonly uid: number; readonly gid: number } | null
  readonly nextName: () => string
}

// fds of bwrap: 0-2 stdio, then these
export const FD = { info: 3, block: 4, seccomp: 5 } as const
const SETUP_GRACE_MS = 10_000
/** The most wall time a starved but computing program gets, in wall limits. */
const WALL_STRETCH = 3
/**
 * A program that, IDLE_AFTER_MS after it started (or its CPU limit, when less), has used less than
 * this share of that time in CPU is idle (asleep, blocked): it computes nothing, so its run slot may
 * serve another program (RunningProgram.idle). A sleeper uses a few ms (its exec); a computing
 * program starved by a busy machine still gets far more (~12% of a CPU at a load of 17 on 2 cores,
 * seen here), and must not be taken for a sleeper: parking it would start more programs on the busy
 * CPUs.
 */
const IDLE_SHARE = 0.04
const IDLE_AFTER_MS = 500
export const NO_USAGE: CgroupUsage = { cpuMs: 0, memoryKb: 0, oomKills: 0, forksRefused: 0 }

/** The rlimits of a run, per-process backstops behind the cgroup: CPU seconds and 512-byte blocks. */
export const rlimitFigures = (spec: RunSpec): { cpuSeconds: number; fileBlocks: number } => ({
  cpuSeconds: Math.ceil(spec.limits.cpuMs / 1000) + 1,
  fileBlocks: Math.floor(spec.limits.outputBytes / 512) + 1,
})

/** rlimits set by the shell before it becomes bwrap (dash counts 512-byte blocks). */
function rlimitScript(spec: RunSpec): string {
  const { cpuSeconds, fileBlocks } = rlimitFigures(spec)
  return [
    'ulimit -c 0',
    `ulimit -t ${cpuSeconds}`,
    `ulimit -f ${fileBlocks}`,
    'ulimit -n 256',
    `ulimit -s ${stackKb(spec)}`,
    'exec "$@"',
  ].join(' && ')
}

// The judge opens these as root: never through a symlink a program may have planted.
const READ = constants.O_RDONLY | constants.O_NOFOLLOW
const WRITE = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW
const openStdio = (stdio: StdioSpec, input: boolean): number | 'pipe' | 'ignore' =>
  typeof stdio === 'string' ? stdio : openSync(stdio.file, input ? READ : WRITE, 0o644)

export const errorResult = (message: string, wallMs = 0): RunResult => ({
  outcome: 'error',
  exitCode: null,
  signal: null,
  cpuMs: 0,
  wallMs,
  memoryKb: 0,
  message,
})

export function runInSandbox(context: SandboxContext, spec: RunSpec): RunningProgram {
  const opened: number[] = []
  const own = (fd: number): number => (opened.push(fd), fd)
  let child: ChildProcess
  let cgroup: RunCgroup
  try {
    const exposed = exposedDir([...runBinds(spec), ...(spec.writableBinds ?? [])], context.protectedDirs)
    if (exposed) throw new Error(`a folder the judge keeps from programs would be bound: ${exposed}`)
    prepareWorkDir(spec.workDir, context.user)
    const stdin = openStdio(spec.stdin, true)
    const stdout = openStdio(spec.stdout, false)
    const stderr = openStdio(spec.stderr, false)
    for (const fd of [stdin, stdout, stderr]) if (typeof fd === 'number') own(fd)
    const seccomp = own(openSync(context.seccompFile, 'r'))
    const args = bwrapArgs(spec, context.layout, FD, context.user?.uid ?? 65534, context.user?.gid ?? 65534)
    child = spawn('/bin/sh', ['-c', rlimitScript(spec), 'sh', context.bwrap, ...args], {
      stdio: [stdin, stdout, stderr, 'pipe', 'pipe', seccomp],
      env: {},
      ...(context.user ? { uid: context.user.uid, gid: context.user.gid } : {}),
    })
    // While the shell and bubblewrap start (they wait for the join below before the program runs):
    // the cgroup is not needed sooner, so its making is off the run's path.
    try {
      cgroup = context.cgroups.create(context.nextName(), {
        memoryKb: spec.limits.memoryKb,
        tasks: spec.limits.processes + 1, // + bwrap's init, pid 1 of the sandbox
      })
    } catch (error) {
      // never let go: bubblewrap dies, and its child (--die-with-parent) before the program
      child.kill('SIGKILL')
      throw error
    }
  } catch (error) {
    for (const fd of opened) closeSync(fd)
    const result = Promise.resolve(errorResult(`sandbox: could not start: ${(error as Error).message}`))
    return { stdin: null, stdout: null, stderr: null, result, kill: () => {} }
  }
  // The child holds its own copies now; ours would only keep pipes open.
  const stdoutFile = typeof spec.stdout === 'object' ? spec.stdout.file : null
  for (const fd of opened) closeSync(fd)
  return supervise(child, cgroup, spec, stdoutFile)
}

function supervise(
  child: ChildProcess,
  cgroup: RunCgroup,
  spec: RunSpec,
  stdoutFile: string | null,
): RunningProgram {
  const limits = spec.limits
  let sandboxPid: number | null = null
  let killReason: KillReason = null
  let startedAt = performance.now()
  let stdoutBytes = 0
  let stopWatching = (): void => {}
  let idled = (): void => {}
  const idle = new Promise<void>((resolve) => (idled = resolve))
  // a sandbox that never gets as far as its program (a hung setup) ends too
  const setupTimer = setTimeout(() => killAll('wall'), limits.wallMs + SETUP_GRACE_MS)

  const killAll = (reason: KillReason): void => {
    killReason ??= reason
    // SIGKILL to pid 1 of the sandbox's pid namespace ends every process in it
    if (sandboxPid !== null) {
      try {
        process.kill(sandboxPid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    child.kill('SIGKILL')
  }

  // piped stdout and stderr go through counters: past the cap, the program is ended
  const capped = (stream: Readable | null, count: (bytes: number) => number): Readable | null => {
    if (!stream) return null
    const counter = new PassThrough()
    stream.on('data', (chunk: Buffer) => {
      if (count(chunk.length) > limits.outputBytes) killAll('output')
    })
    stream.pipe(counter)
    return counter
  }
  let stderrBytes = 0
  const stdout = capped(child.stdout, (bytes) => (stdoutBytes += bytes))
  const stderr = capped(child.stderr, (bytes) => (stderrBytes += bytes))

  // A program that exits early breaks its pipes: that is its result's business, not an exception here.
  for (const stream of [child.stdin, child.stdout, child.stderr]) stream?.on('error', () => {})
  const info = child.stdio[3] as Readable
  const block = child.stdio[4] as Writable
  block.on('error', () => {}) // the sandbox died before we let it go: its exit says why
  let setupError: string | null = null
  let infoText = ''
  info.on('data', (chunk: Buffer) => (infoText += chunk.toString()))
  info.on('end', () => void joined())
  const joined = async (): Promise<void> => {
    const pid = /"child-pid":\s*(\d+)/.exec(infoText)?.[1]
    if (pid === undefined) return // bwrap failed before its child existed; its exit status tells
    sandboxPid = Number(pid)
    try {
      await cgroup.join(sandboxPid)
    } catch (error) {
      setupError = `sandbox: could not join the cgroup: ${(error as Error).message}`
      killAll('killed')
      return
    }
    if (killReason !== null) return // ended while it joined: never let it go
    startedAt = performance.now()
    block.end('x')
    clearTimeout(setupTimer) // it got as far as its program: the wall checks take over
    stopWatching = watchLimits(cgroup, limits, killAll, idled)
  }

  const result = new Promise<RunResult>((resolve) => {
    let spawnError: Error | null = null
    let finished = false
    const end = (code: number | null, signal: string | null): void => {
      if (finished) return
      finished = true
      const wallMs = performance.now() - startedAt
      clearTimeout(setupTimer)
      stopWatching()
      void finish(code, signal, wallMs).then(resolve)
    }
    child.on('error', (error) => {
      spawnError = error
      if (child.pid === undefined) end(null, null) // never started: no 'exit' will come
    })
    child.on('exit', end)
    const finish = async (code: number | null, signal: string | null, wallMs: number): Promise<RunResult> => {
      let usage = NO_USAGE
      try {
        usage = cgroup.usage()
      } catch {
        // the figures are lost; the outcome below still holds
      }
      // off the result's path: the folder goes once the kernel has let go of it (retried on EBUSY)
      void cgroup.remove().catch(() => {})
      if (spec.writable) removeSpecialFiles(spec.workDir)
      if (spawnError) return errorResult(`sandbox: ${(spawnError as Error).message}`)
      if (setupError) return errorResult(setupError)
      if (sandboxPid === null && killReason === null)
        return errorResult(
          `sandbox: bubblewrap failed to set up (exit ${code ?? signal}); see the program's stderr`,
        )
      if (stdoutFile !== null) stdoutBytes = fileSize(stdoutFile)
      return verdict({ limits, exitCode: code, killReason, usage, wallMs, stdoutBytes })
    }
  })

  return {
    stdin: child.stdin,
    stdout,
    stderr,
    result,
    idle,
    kill: () => killAll('killed'),
  }
}

/**
 * The limits watched while a program runs, from its cgroup: CPU time polled more often as the limit
 * nears; the wall limit ends sleepers. A program that has used most of its CPU limit is computing,
 * only starved (cases side by side on a busy machine): it gets more wall time, up to WALL_STRETCH
 * times, so that its verdict comes from its CPU time, as it would on an idle machine. `onIdle` is
 * told once, IDLE_AFTER_MS (at most the CPU limit) after the start, when the program has used less
 * than IDLE_SHARE of that time. Returns stop().
 */
export function watchLimits(
  cgroup: RunCgroup,
  limits: RunSpec['limits'],
  killAll: (reason: KillReason) => void,
  onIdle?: () => void,
): () => void {
  const timers: NodeJS.Timeout[] = []
  let wallSoFar = limits.wallMs
  const wallCheck = (): void => {
    let used = 0
    try {
      used = cgroup.cpuMs()
    } catch {
      // the cgroup is gone: the program too
    }
    if (used < limits.cpuMs / 2 || wallSoFar >= limits.wallMs * WALL_STRETCH) return killAll('wall')
    wallSoFar += limits.wallMs / 2
    timers.push(setTimeout(wallCheck, limits.wallMs / 2))
  }
  const watchCpu = (): void => {
    let used = 0
    try {
      used = cgroup.cpuMs()
    } catch {
      return
    }
    if (used > limits.cpuMs) return killAll('time')
    const delay = Math.max(5, Math.min(100, (limits.cpuMs - used) / 2))
    timers.push(setTimeout(watchCpu, delay))
  }
  timers.push(setTimeout(wallCheck, limits.wallMs))
  const idleAfter = Math.min(IDLE_AFTER_MS, limits.cpuMs)
  if (onIdle && idleAfter < limits.wallMs) {
    const idleCheck = (): void => {
      try {
        if (cgroup.cpuMs() < idleAfter * IDLE_SHARE) onIdle()
      } catch {
        // the cgroup is gone: the program too
      }
    }
    timers.push(setTimeout(idleCheck, idleAfter))
  }
  watchCpu()
  return () => {
    for (const timer of timers) clearTimeout(timer)
  }
}

export function fileSize(path: string): number {
  try {
    const fd = openSync(path, 'r')
    try {
      return fstatSync(fd).size
    } finally {
      closeSync(fd)
    }
  } catch {
    return 0
  }
}
