// The machine's CPU over a test run: a sampler process writes /proc/stat's all-core busy and total
// jiffies twice a second to a file (the test runner waits on vitest synchronously, so it cannot sample
// itself), and `busyBetween` reads the share of all cores busy between two instants from those samples.
// Where there is no /proc/stat (not Linux) there are no samples and no figure.
import { spawn } from 'node:child_process'
import { appendFileSync, readFileSync } from 'node:fs'

export interface CpuSample {
  readonly at: number
  readonly busy: number
  readonly total: number
}

/** All cores' busy and total jiffies now, or undefined without /proc/stat. */
export function cpuNow(at = Date.now()): CpuSample | undefined {
  let line: string
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? ''
  } catch {
    return undefined
  }
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number)
  const busy = user + nice + system + irq + softirq + steal
  return { at, busy, total: busy + idle + iowait }
}

/** The samples a sampler wrote, in time order. */
export function readSamples(file: string): CpuSample[] {
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return []
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split(' ').map(Number))
    .map(([at = 0, busy = 0, total = 0]) => ({ at, busy, total }))
}

/** The share (0..1) of all cores busy from `from` to `to` (ms since the epoch), from the samples nearest them. */
export function busyBetween(samples: ReadonlyArray<CpuSample>, from: number, to: number): number | undefined {
  const atOrBefore = (t: number) => samples.findLast((s) => s.at <= t) ?? samples[0]
  const atOrAfter = (t: number) => samples.find((s) => s.at >= t) ?? samples.at(-1)
  const a = atOrBefore(from)
  const b = atOrAfter(to)
  if (!a || !b || b.total <= a.total) return undefined
  return (b.busy - a.busy) / (b.total - a.total)
}

/** Starts a sampler writing to `file`; call the result to stop it. */
export function startSampler(file: string): () => void {
  const child = spawn(process.execPath, [import.meta.filename, '--sample', file, String(process.pid)], {
    stdio: 'ignore',
  })
  return () => child.kill()
}

if (process.argv[1] === import.meta.filename && process.argv[2] === '--sample') {
  const file = process.argv[3] as string
  const parent = Number(process.argv[4])
  const write = () => {
    // A runner that ended without stopping it (an exception, a kill) does not leave it behind.
    try {
      if (parent > 0) process.kill(parent, 0)
    } catch {
      process.exit(0)
    }
    const s = cpuNow()
    if (s) appendFileSync(file, `${s.at} ${s.busy} ${s.total}\n`)
  }
  write()
  setInterval(write, 500)
}
