/**
 * The warm sandbox: the runs of one task share sandboxes that stay up between cases, go-judge style.
 * One bubblewrap sandbox (namespaces, mounts, seccomp) holds a small helper, the zygote (zygote.c),
 * which forks each case's program; the judge moves that child into the case's own cgroup before it
 * executes the program, so CPU time, memory and the tasks limit are the case's alone, exactly as in a
 * cold run. A case costs a fork and an exec instead of a whole sandbox.
 *
 * What a case may touch that outlives it is emptied between cases: the exchange folder (/x: the
 * case's stdin, a hard link of the judge's copy, and its stdout/stderr, made by the judge for the
 * zygote to open and moved out after the run; the folder itself is the judge's, so a program adds
 * nothing there) by the judge, /tmp and the System V IPC objects by the zygote; every process of the case is killed
 * through its cgroup before the next starts. The zygote is the sandbox's pid 1, which its programs
 * cannot signal; should it die all the same, the case ends as a runtime error and the next case
 * gets a fresh sandbox.
 *
 * Only plain runs go warm: stdin, stdout and stderr files or nothing, a read-only work folder, no
 * extra writable binds. Anything else (compiles, file IO, interactors' pipes) runs cold.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import {
  chmodSync,
  closeSync,
  copyFileSync,
  fchownSync,
  linkSync,
  lstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'

import type { Runner, RunningProgram, RunResult, RunSpec } from '../runner.ts'
import { bwrapArgs, exposedDir, runBinds } from './bwrap-args.ts'
import type { RunCgroup } from './cgroup.ts'
import {
  errorResult,
  FD,
  fileSize,
  NO_USAGE,
  rlimitFigures,
  type SandboxContext,
  watchLimits,
} from './run.ts'
import { type KillReason, verdict } from './verdict.ts'
import { prepareWorkDir } from './work-dir.ts'

interface SessionContext extends SandboxContext {
  /** Host folder holding the compiled zygote (bound read-only at /.oj). */
  readonly zygoteDir: string
  /** Private folder where exchange folders are made. */
  readonly root: string
}

/** The zygote's own cgroup: the zygote and a child before it joins its case's cgroup. */
const ZYGOTE_CGROUP = { memoryKb: 64 * 1024, tasks: 3 } as const
const START_TIMEOUT_MS = 10_000

/** Whether a run may go warm (see the module comment). */
function isPlainRun(spec: RunSpec): boolean {
  const fileOrNothing = (s: RunSpec['stdin']): boolean => s === 'ignore' || typeof s === 'object'
  return (
    !spec.writable &&
    (spec.writableBinds ?? []).length === 0 &&
    spec.reactor === undefined &&
    fileOrNothing(spec.stdin) &&
    fileOrNothing(spec.stdout) &&
    fileOrNothing(spec.stderr)
  )
}

/** Runs that may share a zygote: everything but the stdio files is the same. */
const keyOf = (spec: RunSpec): string =>
  JSON.stringify([spec.argv, spec.workDir, spec.env ?? {}, spec.readOnlyBinds ?? [], spec.limits])

/** Lines read from a stream, one at a time; null once it ended. */
class Lines {
  private buffer = ''
  private readonly ready: string[] = []
  private waiting: ((line: string | null) => void) | null = null
  private ended = false
  constructor(stream: Readable) {
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      this.buffer += chunk
      let newline
      while ((newline = this.buffer.indexOf('\n')) >= 0) {
        this.ready.push(this.buffer.slice(0, newline))
        this.buffer = this.buffer.slice(newline + 1)
      }
      this.flush()
    })
    stream.on('close', () => {
      this.ended = true
      this.flush()
    })
    stream.on('error', () => {})
  }
  private flush(): void {
    const waiter = this.waiting
    if (!waiter) return
    if (this.ready.length > 0) {
      this.waiting = null
      waiter(this.ready.shift() ?? null)
    } else if (this.ended) {
      this.waiting = null
      waiter(null)
    }
  }
  next(): Promise<string | null> {
    return new Promise((resolve) => {
      this.waiting = resolve
      this.flush()
    })
  }
}

/** Host pid of `parent`'s child whose pid in the sandbox's namespace is `nsPid` (its NSpid's last). */
export function childOf(parent: number, nsPid: number): number {
  const children = readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8').trim().split(/\s+/)
  for (const text of children) {
    const pid = Number(text)
    if (!Number.isInteger(pid) || pid <= 0) continue
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const ids = /^NSpid:\s*(.*)$/m.exec(status)?.[1]?.trim().split(/\s+/) ?? []
    if (Number(ids[ids.length - 1]) === nsPid) return pid
  }
  throw new Error(`no child ${nsPid} of process ${parent}`)
}

/** A wait status (waitpid's) as bwrap reports it: the exit code, or 128 + the signal. */
const exitCodeOf = (status: number): number =>
  (status & 0x7f) === 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)

/** One warm sandbox and its zygote, running one case at a time. */
class Zygote {
  readonly exchange: string
  private readonly child: ChildProcess
  private readonly lines: Lines
  private readonly cgroup: RunCgroup
  private readonly input: Writable
  private readonly started: Promise<number>
  exited = false

  private readonly context: SessionContext
  /** The last case's cgroup, kept for the next case where it can be restarted (cgroup v1). */
  private parked: RunCgroup | null = null

  constructor(context: SessionContext, spec: RunSpec) {
    this.context = context
    const user = context.user
    // the judge's, not the work user's: a program may write its own output files, never add one
    this.exchange = mkdtempSync(join(context.root, 'x-'))
    chmodSync(this.exchange, 0o755)
    const { cpuSeconds, fileBlocks } = rlimitFigures(spec)
    const stackKb = spec.limits.stackKb ?? spec.limits.memoryKb
    const mounts = [
      { host: context.zygoteDir, at: '/.oj', writable: false },
      { host: this.exchange, at: '/x', writable: true },
    ]
    const args = bwrapArgs(spec, context.layout, FD, user?.uid ?? 65534, user?.gid ?? 65534, mounts)
    // the command is the zygote, which starts the program for each case, as pid 1 of the sandbox
    args.splice(args.length - spec.argv.length, spec.argv.length, '/.oj/zygote')
    args.splice(args.indexOf('--unshare-pid') + 1, 0, '--as-pid-1')
    args.push(String(cpuSeconds), String(fileBlocks * 512), String(stackKb), '--', ...spec.argv)
    this.cgroup = context.cgroups.create(context.nextName(), ZYGOTE_CGROUP)
    const seccomp = openSync(context.seccompFile, 'r')
    try {
      this.child = spawn(context.bwrap, args, {
        stdio: ['pipe', 'pipe', 'ignore', 'pipe', 'pipe', seccomp],
        env: {},
        ...(user ? { uid: user.uid, gid: user.gid } : {}),
      })
    } finally {
      closeSync(seccomp)
    }
    this.input = this.child.stdin as Writable
    this.input.on('error', () => {})
    this.lines = new Lines(this.child.stdout as Readable)
    this.child.on('exit', () => (this.exited = true))
    this.child.on('error', () => (this.exited = true))
    this.started = this.handshake()
  }

  /** bwrap's child, the zygote (pid 1), tells its pid, joins the zygote's cgroup and goes on: its pid. */
  private handshake(): Promise<number> {
    const info = this.child.stdio[3] as Readable
    const block = this.child.stdio[4] as Writable
    block.on('error', () => {})
    return new Promise((resolve, reject) => {
      let text = ''
      const timer = setTimeout(() => reject(new Error('the warm sandbox did not start')), START_TIMEOUT_MS)
      info.on('data', (chunk: Buffer) => (text += chunk.toString()))
      info.on('end', () => {
        clearTimeout(timer)
        const pid = Number(/"child-pid":\s*(\d+)/.exec(text)?.[1])
        if (!Number.isInteger(pid)) return reject(new Error('bubblewrap failed to set up the warm sandbox'))
        this.cgroup.join(pid).then(() => {
          block.end('x')
          resolve(pid)
        }, reject)
      })
    })
  }

  send(line: string): void {
    this.input.write(`${line}\n`)
  }

  next(): Promise<string | null> {
    return this.lines.next()
  }

  /** Host pid of the case's child the zygote announced. */
  async caseChild(nsPid: number): Promise<number> {
    return childOf(await this.started, nsPid)
  }

  ready(): Promise<number> {
    return this.started
  }

  /**
   * Sets the exchange folder up for a case: the last case's files gone, the stdin file linked in
   * (the judge's, read-only to the program), and empty stdout/stderr files of the work user's for
   * the zygote to open. The folder is not the work user's: a program can write only those two.
   */
  prepareExchange(spec: RunSpec): void {
    // only files: the folder is the judge's, a program cannot make anything else in it
    for (const name of readdirSync(this.exchange)) unlinkSync(join(this.exchange, name))
    if (typeof spec.stdin === 'object') {
      const link = join(this.exchange, 'in')
      try {
        linkSync(spec.stdin.file, link)
      } catch {
        copyFileSync(spec.stdin.file, link)
      }
    }
    const user = this.context.user
    for (const [stdio, name] of [
      [spec.stdout, 'out'],
      [spec.stderr, 'err'],
    ] as const) {
      if (typeof stdio !== 'object') continue
      const fd = openSync(join(this.exchange, name), 'wx', 0o644)
      try {
        if (user) fchownSync(fd, user.uid, user.gid)
      } finally {
        closeSync(fd)
      }
    }
  }

  /** A cgroup for the next case: the last case's, restarted, where it can be; else a new one. */
  caseCgroup(limits: RunSpec['limits']): RunCgroup {
    const kept = this.parked
    this.parked = null
    if (kept) {
      let restarted = false
      try {
        restarted = kept.restart?.() ?? false
      } catch {
        // a figure it could not reset: a new one
      }
      if (restarted) return kept
      void kept.remove().catch(() => {})
    }
    return this.context.cgroups.create(this.context.nextName(), {
      memoryKb: limits.memoryKb,
      tasks: limits.processes,
    })
  }

  /** Keeps a case's cgroup (its processes ended) for the next case, or removes it. */
  park(cgroup: RunCgroup): void {
    if (this.exited || this.parked || !cgroup.restart) {
      void cgroup.remove().catch(() => {})
      return
    }
    this.parked = cgroup
  }

  /** Ends the sandbox: the zygote ends when its input does, bwrap's init with it. */
  close(): void {
    this.exited = true
    this.input.end()
    const sandbox = this.child
    const parked = this.parked
    this.parked = null
    const cleanUp = (): void => {
      clearTimeout(timer)
      void this.cgroup.remove().catch(() => {})
      if (parked) void parked.remove().catch(() => {})
      // off the event loop: a sandbox's end is no one's wait (rmSync took ~4 ms per task here)
      void rm(this.exchange, { recursive: true, force: true }).catch(() => {})
    }
    const timer = setTimeout(() => sandbox.kill('SIGKILL'), 2000)
    if (sandbox.exitCode !== null || sandbox.signalCode !== null) cleanUp()
    else sandbox.once('exit', cleanUp)
  }
}

/**
 * What the cold path checks before a run, here too: no protected folder bound, the work folder the
 * work user's, stdio files regular files (never a link for the judge to write through). Why not, or null.
 */
function refusal(context: SessionContext, spec: RunSpec): string | null {
  try {
    const exposed = exposedDir(runBinds(spec), context.protectedDirs)
    if (exposed) return `a folder the judge keeps from programs would be bound: ${exposed}`
    prepareWorkDir(spec.workDir, context.user)
    for (const [stdio, mustExist] of [
      [spec.stdin, true],
      [spec.stdout, false],
      [spec.stderr, false],
    ] as const) {
      if (typeof stdio !== 'object') continue
      let regular = !mustExist
      try {
        regular = lstatSync(stdio.file).isFile()
      } catch (error) {
        if (mustExist || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
      if (!regular) return `${stdio.file} is not a regular file`
    }
    return null
  } catch (error) {
    return (error as Error).message
  }
}

/** Moves a file the program wrote in the exchange folder to `dest`; only a regular file of its own. */
function moveOut(from: string, dest: string, uid: number | undefined): void {
  let ok = false
  try {
    const stat = lstatSync(from)
    ok = stat.isFile() && stat.nlink === 1 && (uid === undefined || stat.uid === uid)
  } catch {
    // not there (the program removed it)
  }
  if (!ok) return writeFileSync(dest, '')
  try {
    renameSync(from, dest)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    copyFileSync(from, dest)
    unlinkSync(from)
  }
}

/**
 * A runner for the runs of one task: plain runs share warm sandboxes (one per run at a time, made
 * as needed and kept for the next case), anything else runs cold. close() ends them.
 */
export function openSession(context: SessionContext, cold: Runner): Runner {
  const idle = new Map<string, Zygote[]>()
  const all = new Set<Zygote>()
  let closed = false

  const take = (key: string, spec: RunSpec): Zygote => {
    const pool = idle.get(key) ?? []
    let zygote = pool.pop()
    while (zygote?.exited) {
      all.delete(zygote)
      zygote = pool.pop()
    }
    if (zygote) return zygote
    const made = new Zygote(context, spec)
    all.add(made)
    return made
  }
  const retire = (zygote: Zygote): void => {
    all.delete(zygote)
    zygote.close()
  }
  const giveBack = (key: string, zygote: Zygote): void => {
    if (closed || zygote.exited) return retire(zygote)
    const pool = idle.get(key) ?? []
    pool.push(zygote)
    idle.set(key, pool)
  }

  const spawnWarm = (spec: RunSpec): RunningProgram => {
    let killReason: KillReason = null
    let killCase: (() => void) | null = null
    let idled = (): void => {}
    const idle = new Promise<void>((resolve) => (idled = resolve))
    const kill = (reason: KillReason): void => {
      killReason ??= reason
      killCase?.()
    }
    const key = keyOf(spec)
    const runCase = async (attempt: number): Promise<RunResult> => {
      const refused = refusal(context, spec)
      if (refused !== null) return errorResult(`sandbox: could not start: ${refused}`)
      const zygote = take(key, spec)
      let cgroup: RunCgroup | null = null
      try {
        await zygote.ready()
        zygote.prepareExchange(spec)
        const name = (s: RunSpec['stdin'], file: string): string => (typeof s === 'object' ? file : '-')
        zygote.send(`RUN ${name(spec.stdin, 'in')} ${name(spec.stdout, 'out')} ${name(spec.stderr, 'err')}`)
        // the case's cgroup is readied while the zygote forks the case's child (it joins it after)
        cgroup = zygote.caseCgroup(spec.limits)
        const announced = await zygote.next()
        if (announced === null || !announced.startsWith('PID ')) {
          // the zygote could not go on (a /tmp it could not empty, or it died): a fresh sandbox, once
          retire(zygote)
          void cgroup.remove().catch(() => {})
          cgroup = null
          if (attempt === 0 && !closed) return await runCase(1)
          return errorResult('sandbox: the warm sandbox failed to start a case')
        }
        const child = await zygote.caseChild(Number(announced.slice(4)))
        const caseGroup = cgroup
        await caseGroup.join(child)
        killCase = () => caseGroup.killAll()
        if (killReason !== null) {
          // ended before it began: the zygote ends the waiting child and says nothing
          zygote.send('STOP')
          giveBack(key, zygote)
          return verdict({
            limits: spec.limits,
            exitCode: 137,
            killReason,
            usage: NO_USAGE,
            wallMs: 0,
            stdoutBytes: 0,
          })
        }
        zygote.send('GO')
        const startedAt = performance.now()
        const stopWatching = watchLimits(caseGroup, spec.limits, kill, idled)
        const ended = await zygote.next()
        const wallMs = performance.now() - startedAt
        stopWatching()
        caseGroup.killAll() // whatever it left running
        let usage = NO_USAGE
        try {
          usage = caseGroup.usage()
        } catch {
          // the figures are lost; the outcome below still holds
        }
        if (ended === null) {
          // the zygote died under the program (its pid 1 cannot be signalled from inside: a crash)
          retire(zygote)
          const seen = verdict({
            limits: spec.limits,
            exitCode: 137,
            killReason,
            usage,
            wallMs,
            stdoutBytes: 0,
          })
          return seen.outcome === 'signal' && killReason === null
            ? { ...seen, message: 'its sandbox ended under it' }
            : seen
        }
        if (ended.startsWith('FAIL ')) {
          giveBack(key, zygote)
          const [errno, stage] = ended.slice(5).split(' ')
          return errorResult(`sandbox: the program could not be started (errno ${errno}, stage ${stage})`)
        }
        const uid = context.user?.uid
        if (typeof spec.stdout === 'object') moveOut(join(zygote.exchange, 'out'), spec.stdout.file, uid)
        if (typeof spec.stderr === 'object') moveOut(join(zygote.exchange, 'err'), spec.stderr.file, uid)
        const stdoutBytes = typeof spec.stdout === 'object' ? fileSize(spec.stdout.file) : 0
        // its processes are gone and its figures read: the next case of this sandbox may reuse it
        zygote.park(caseGroup)
        cgroup = null
        giveBack(key, zygote)
        const exitCode = exitCodeOf(Number(ended.slice(5)))
        return verdict({ limits: spec.limits, exitCode, killReason, usage, wallMs, stdoutBytes })
      } catch (error) {
        retire(zygote)
        return errorResult(`sandbox: ${(error as Error).message}`)
      } finally {
        if (cgroup) void cgroup.remove().catch(() => {})
      }
    }
    return {
      stdin: null,
      stdout: null,
      stderr: null,
      result: runCase(0),
      idle,
      kill: () => kill('killed'),
    }
  }

  return {
    kind: cold.kind,
    description: cold.description,
    spawn: (spec) => (closed || !isPlainRun(spec) ? cold.spawn(spec) : spawnWarm(spec)),
    close: async () => {
      closed = true
      for (const zygote of all) zygote.close()
      all.clear()
      idle.clear()
    },
  }
}
