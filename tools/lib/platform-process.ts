// Starts the platform the way a person does (`npm start`) as a child process, and waits until it
// answers. Shared by the benchmarks and the browser tests.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => resolvePort(port))
    })
    srv.on('error', reject)
  })
}

export interface Running {
  readonly child: ChildProcess
  readonly url: string
  /** Everything the process printed so far. */
  output(): string
  stop(): Promise<void>
}

/**
 * Runs `npm start`'s script in `cwd` with `env` and resolves once it is ready as a person sees it: the
 * API answers and the launcher has printed its address (it seeds the demo data in between).
 */
export async function startPlatform(
  cwd: string,
  env: Record<string, string>,
  timeoutMs = 900_000,
): Promise<Running> {
  const port = env.PORT ?? String(await freePort())
  // On the machine's NATS (NATS_URL set) a bus namespace of its own, unless NATS_NAMESPACE names one:
  // so it never takes the events and tasks of test servers or other platforms running beside it.
  const natsUrl = env.NATS_URL ?? process.env.NATS_URL
  const namespace =
    natsUrl && !(env.NATS_NAMESPACE ?? process.env.NATS_NAMESPACE)
      ? `platform-${randomBytes(6).toString('hex')}`
      : undefined
  const child = spawn(process.execPath, ['tools/node/ensure-node.cjs', 'tools/start/start.ts'], {
    cwd,
    env: { ...process.env, ...env, PORT: port, ...(namespace ? { NATS_NAMESPACE: namespace } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const stop = async (): Promise<void> => {
    const exited = child.exitCode !== null || child.signalCode !== null
    const gone = exited ? Promise.resolve() : new Promise<void>((done) => child.once('exit', () => done()))
    // the whole group: the launcher's own children too, even when the launcher ended first
    const signal = (name: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, name)
      } catch {
        // the group is gone
      }
    }
    signal('SIGTERM')
    // one that does not end (it hung, which may be why it never got ready) is killed
    const backstop = setTimeout(() => signal('SIGKILL'), 15_000)
    await gone
    clearTimeout(backstop)
    if (natsUrl && namespace) {
      try {
        // Imported only here: the server's code is of no use to a run without NATS.
        const { natsLoginOf, removeNatsNamespace } = await import('@oj/platform-server/testing')
        await removeNatsNamespace(natsUrl, namespace, natsLoginOf(cwd, { ...process.env, ...env }))
      } catch (error) {
        console.warn(`Could not remove the bus namespace ${namespace}:`, error)
      }
    }
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`)
      if (Date.now() > deadline) throw new Error(`npm start did not serve within ${timeoutMs} ms:\n${output}`)
      try {
        const res = await fetch(`${url}/ojapi/get-website-config`)
        if (res.ok && output.includes('OJ is serving at')) break
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  } catch (error) {
    // a platform that never got ready goes, with its processes and its bus namespace
    await stop()
    throw error
  }
  return { child, url, output: () => output, stop }
}

export function quantile(sorted: ReadonlyArray<number>, q: number): number {
  if (sorted.length === 0) return NaN
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[i] as number
}
