// The native sandbox's figures: overhead per run over a bare spawn from Node, CPU-time accuracy of a
// 1 s busy loop, memory accuracy of a 100 MiB allocation. Needs root, bubblewrap, cgroups and gcc.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { closeRunners, openRunners, type RunLimits, type Runner } from '@oj/platform-judge'

const PROGRAMS = {
  trivial: 'int main(void) { return 0; }',
  busy: `#include <time.h>
int main(void) { struct timespec t; volatile unsigned long x = 0;
  for (;;) { for (int i = 0; i < 1000000; i++) x += i;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); if (t.tv_sec >= 1) return 0; } }`,
  alloc: `#include <stdlib.h>
#include <string.h>
int main(void) { char *volatile p = malloc(100 << 20); memset(p, 1, 100 << 20); return p[7] - 1; }`,
}

const root = mkdtempSync(join(tmpdir(), 'oj-bench-sandbox-'))
chmodSync(root, 0o711)
const folders: Record<string, string> = {}
for (const [name, source] of Object.entries(PROGRAMS)) {
  const dir = join(root, name)
  mkdirSync(dir)
  writeFileSync(join(dir, 'main.c'), source)
  execFileSync('gcc', ['-O2', '-o', join(dir, 'main'), join(dir, 'main.c')])
  folders[name] = dir
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN
const fmt = (ms: number): string => `${ms.toFixed(2)} ms`

function bareSpawn(file: string, args: string[] = [], uid?: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(file, args, { stdio: 'ignore', ...(uid === undefined ? {} : { uid, gid: uid }) })
    child.on('error', reject)
    child.on('close', () => resolve(performance.now() - started))
  })
}

const LIMITS: RunLimits = {
  cpuMs: 3000,
  wallMs: 8000,
  memoryKb: 256 * 1024,
  processes: 1,
  outputBytes: 1 << 20,
}

async function sandboxed(runner: Runner, dir: string) {
  const started = performance.now()
  const result = await runner.spawn({
    argv: ['./main'],
    workDir: dir,
    writable: false,
    stdin: 'ignore',
    stdout: 'ignore',
    stderr: 'ignore',
    limits: LIMITS,
  }).result
  if (result.outcome !== 'ok') throw new Error(`bench run failed: ${result.message}`)
  return { ms: performance.now() - started, result }
}

const runners = await openRunners((message) => console.log(message))
const runner = runners.native
if (!runner) throw new Error('the native sandbox did not open here (see above)')
try {
  console.log(`runner: ${runner.description}`)
  const trivial = join(folders.trivial ?? '', 'main')
  const rounds = 200
  for (let i = 0; i < 20; i++) {
    // warm up both paths (page cache, JIT)
    await bareSpawn(trivial)
    await sandboxed(runner, folders.trivial ?? '')
  }
  // warm: the runs of one task through a session (one sandbox kept, a fork and exec per case)
  const session = runner.session?.()
  const warm: number[] = []
  if (session) for (let i = 0; i < 20; i++) await sandboxed(session, folders.trivial ?? '')
  const bare: number[] = []
  const boxed: number[] = []
  const bwrapOnly: number[] = []
  // bubblewrap alone, with the namespaces and a few mounts, no cgroup, seccomp or rlimits: its own share
  const bwrapArgs = [
    '--unshare-user',
    '--unshare-pid',
    '--unshare-net',
    '--unshare-ipc',
    '--unshare-uts',
    '--ro-bind',
    '/usr',
    '/usr',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
    '--ro-bind',
    folders.trivial ?? '',
    '/w',
    '--proc',
    '/proc',
    '--chdir',
    '/w',
    './main',
  ]
  for (let i = 0; i < rounds; i++) {
    bare.push(await bareSpawn(trivial))
    boxed.push((await sandboxed(runner, folders.trivial ?? '')).ms)
    bwrapOnly.push(await bareSpawn('/usr/bin/bwrap', bwrapArgs, 65534))
    if (session) warm.push((await sandboxed(session, folders.trivial ?? '')).ms)
  }
  await session?.close()
  bare.sort((a, b) => a - b)
  boxed.sort((a, b) => a - b)
  const [b50, b95, s50, s95] = [
    percentile(bare, 0.5),
    percentile(bare, 0.95),
    percentile(boxed, 0.5),
    percentile(boxed, 0.95),
  ]
  console.log(`trivial program, ${rounds} runs each`)
  console.log(`  bare spawn from Node: p50 ${fmt(b50)}, p95 ${fmt(b95)}`)
  bwrapOnly.sort((a, b) => a - b)
  console.log(
    `  bwrap alone:          p50 ${fmt(percentile(bwrapOnly, 0.5))}, p95 ${fmt(percentile(bwrapOnly, 0.95))}`,
  )
  console.log(`  sandboxed run:        p50 ${fmt(s50)}, p95 ${fmt(s95)}`)
  console.log(
    `  overhead per run:     p50 ${fmt(s50 - b50)}, p95 ${fmt(s95 - b95)}; ${(s50 / b50).toFixed(1)}x a bare spawn at p50`,
  )
  if (warm.length > 0) {
    warm.sort((a, b) => a - b)
    const w50 = percentile(warm, 0.5)
    console.log(
      `  warm sandbox, a case: p50 ${fmt(w50)}, p95 ${fmt(percentile(warm, 0.95))}; ${(w50 / b50).toFixed(1)}x a bare spawn at p50 (goal: 3x; stretch: 2 ms a case)`,
    )
  } else console.log('  warm sandbox: not available here (no C compiler?)')

  const cpu: number[] = []
  for (let i = 0; i < 10; i++) cpu.push((await sandboxed(runner, folders.busy ?? '')).result.cpuMs)
  const mean = cpu.reduce((a, b) => a + b, 0) / cpu.length
  const [min, max] = [Math.min(...cpu), Math.max(...cpu)]
  console.log(`1 s busy loop, 10 runs (CPU time from the cgroup)`)
  console.log(
    `  mean ${mean.toFixed(1)} ms, min ${min} ms, max ${max} ms, spread ${max - min} ms (${(((max - min) / mean) * 100).toFixed(1)}%)`,
  )

  const memory: number[] = []
  for (let i = 0; i < 5; i++) memory.push((await sandboxed(runner, folders.alloc ?? '')).result.memoryKb)
  console.log(`100 MiB allocation, 5 runs (peak from the cgroup; 100 MiB = 102400 KiB)`)
  console.log(
    `  ${memory.map((kb) => `${kb} KiB`).join(', ')}; over 100 MiB by ${Math.min(...memory) - 102400}..${Math.max(...memory) - 102400} KiB`,
  )
} finally {
  await closeRunners(runners)
  rmSync(root, { recursive: true, force: true })
}
