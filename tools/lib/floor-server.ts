// The machine's floor for a read (issue 38): a bare node:http server in a process of its own that answers
// every request with the bytes it was given, as JSON. Benchmarks measure a call beside it in the same run
// (request-path.ts as a ratio of requests/s, contest-day.ts as a probe's latency), so a busy machine
// weighs on both alike.
// As a script: node tools/lib/floor-server.ts <port> <body as base64>; prints "ready" once listening.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:http'

import { freePort } from './platform-process.ts'

if (process.argv[1] === import.meta.filename) {
  const body = Buffer.from(process.argv[3] as string, 'base64')
  createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length })
    res.end(body)
  }).listen(Number(process.argv[2]), '127.0.0.1', () => console.log('ready'))
}

export interface FloorServer {
  readonly child: ChildProcess
  /** http://127.0.0.1:port, without a path: the server answers any path alike. */
  readonly origin: string
}

/** Starts the floor server sending `body` and waits until it listens. */
export async function startFloorServer(body: Buffer): Promise<FloorServer> {
  const port = await freePort()
  const child = spawn(process.execPath, [import.meta.filename, String(port), body.toString('base64')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((ready, fail) => {
    child.stdout!.once('data', () => ready())
    child.once('exit', (code) => fail(new Error(`floor server ended (${code}) before listening`)))
  })
  return { child, origin: `http://127.0.0.1:${port}` }
}
