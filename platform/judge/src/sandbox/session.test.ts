// The warm sandbox (session.ts): the cases of a task share sandboxes, and nothing of one case reaches
// the next. The shared limits and hostile-program tests also run warm (limits.test.ts, hostile.test.ts).
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { lstatSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

import { afterAll, describe, expect, it } from 'vitest'

import type { Runner } from '../runner.ts'
import { childOf } from './session.ts'
import { openTestRunner, workspace } from './test-kit.ts'

const ws = workspace()
const opened = await openTestRunner()
const session = opened?.session?.()
afterAll(async () => {
  await session?.close()
  await opened?.close()
  ws.dispose()
})

// One program, told by its input what to try: each case of a task runs the same program.
const PROGRAM = `#define _GNU_SOURCE
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
static int has(const char *path) { struct stat st; return lstat(path, &st) == 0; }
int main(void) {
  char what[32] = "";
  if (scanf("%31s", what) != 1) return 9;
  if (!strcmp(what, "add")) { long a, b; scanf("%ld %ld", &a, &b); printf("%ld\\n", a + b); return 0; }
  if (!strcmp(what, "leave")) {
    FILE *f = fopen("/tmp/mark", "w"); fputs("x", f); fclose(f);
    mkdir("/tmp/closed", 0700); fclose(fopen("/tmp/closed/inner", "w")); chmod("/tmp/closed", 0);
    FILE *extra = fopen("/x/extra", "w"); if (extra) { fputs("x", extra); fclose(extra); }
    int id = shmget(4242, 4096, IPC_CREAT | 0600); char *p = shmat(id, 0, 0); strcpy(p, "state");
    chmod("/x", 0);
    printf("left, /x %s\\n", extra ? "writable" : "closed"); return 0;
  }
  if (!strcmp(what, "look")) {
    printf("tmp %s\\n", has("/tmp/mark") || has("/tmp/closed") ? "dirty" : "clean");
    printf("x %s\\n", has("/x/extra") ? "dirty" : "clean");
    printf("shm %s\\n", shmget(4242, 0, 0) >= 0 ? "dirty" : "clean");
    printf("late %s\\n", has("/tmp/late") ? "dirty" : "clean");
    return 0;
  }
  if (!strcmp(what, "orphan")) {
    if (fork() == 0) { usleep(300000); fclose(fopen("/tmp/late", "w")); for (;;) pause(); }
    puts("forked"); return 0;
  }
  if (!strcmp(what, "wait")) { usleep(600000); printf("late %s\\n", has("/tmp/late") ? "dirty" : "clean"); return 0; }
  if (!strcmp(what, "killall")) {
    pid_t parent = getppid(); kill(parent, SIGKILL); kill(-1, SIGKILL); usleep(100000);
    printf("parent %d %s\\n", (int)parent, kill(parent, 0) == 0 ? "alive" : "gone"); return 0;
  }
  // a quarter of a second of its own CPU time, however fast the machine
  if (!strcmp(what, "burn")) { while (clock() < CLOCKS_PER_SEC / 4) {} puts("burnt"); return 0; }
  if (!strcmp(what, "eat")) {
    long mib = 0; scanf("%ld", &mib); char *p = malloc(mib << 20);
    for (long i = 0; p && i < (mib << 20); i += 4096) p[i] = 1;
    puts(p ? "ate" : "no memory"); return 0;
  }
  if (!strcmp(what, "spew")) { static char line[1024]; memset(line, 'y', 1023); for (int i = 0; i < 4096; i++) puts(line); return 0; }
  if (!strcmp(what, "swap")) {
    unlink("/x/out"); symlink("/etc/passwd", "/x/out"); return 0;
  }
  return 8;
}`

describe.skipIf(!session)(
  'native sandbox: warm sandboxes shared by the cases of a task',
  { timeout: 30_000 },
  () => {
    const warm = session as Runner
    const dir = ws.compileC('cases', PROGRAM)
    const run = (input: string, processes = 1) => ws.run(warm, dir, { input, limits: { processes } })

    it('runs case after case in one sandbox, each with its own input and output', async () => {
      for (const [a, b] of [
        [1, 2],
        [40, 2],
        [-5, 5],
      ]) {
        const result = await run(`add ${a} ${b}`)
        expect(result).toMatchObject({ outcome: 'ok', stdout: `${(a ?? 0) + (b ?? 0)}\n` })
      }
    })

    it('leaves nothing of a case to the next: /tmp, the exchange folder, System V IPC', async () => {
      expect(await run('leave')).toMatchObject({ outcome: 'ok', stdout: 'left, /x closed\n' })
      const seen = await run('look')
      expect(seen.outcome).toBe('ok')
      expect(seen.stdout).toBe('tmp clean\nx clean\nshm clean\nlate clean\n')
    })

    it('ends what a case left running before the next starts', async () => {
      expect(await run('orphan', 2)).toMatchObject({ outcome: 'ok', stdout: 'forked\n' })
      // an orphan still alive would write /tmp/late while the next case waits
      const seen = await ws.run(warm, dir, { input: 'wait', limits: { processes: 2 } })
      expect(seen.stdout).toBe('late clean\n')
    })

    it("cannot kill its sandbox, nor its parent (the sandbox's pid 1)", async () => {
      const killer = await run('killall', 2)
      expect(killer).toMatchObject({ outcome: 'ok', stdout: 'parent 1 alive\n' })
      expect(await run('add 2 3')).toMatchObject({ outcome: 'ok', stdout: '5\n' })
    })

    it('never lets a case point its output at a file of the host', async () => {
      const passwd = readFileSync('/etc/passwd', 'utf8')
      const swapped = await run('swap')
      expect(swapped.outcome).toBe('ok')
      expect(swapped.stdout).toBe('')
      expect(lstatSync(`${dir}.out`).isSymbolicLink()).toBe(false)
      expect(readFileSync('/etc/passwd', 'utf8')).toBe(passwd)
    })

    it('gives each case its own figures: CPU time, peak memory and OOM kills start again', async () => {
      const limits = { processes: 1, memoryKb: 96 * 1024, outputBytes: 8 << 20 }
      const runIn = (input: string) => ws.run(warm, dir, { input, limits })
      const ate = await runIn('eat 64')
      expect(ate).toMatchObject({ outcome: 'ok', stdout: 'ate\n' })
      expect(ate.memoryKb).toBeGreaterThan(60 * 1024)
      const small = await runIn('add 1 1')
      expect(small.memoryKb).toBeLessThan(16 * 1024)
      const burnt = await runIn('burn')
      expect(burnt.cpuMs).toBeGreaterThan(100)
      expect((await runIn('add 1 1')).cpuMs).toBeLessThan(burnt.cpuMs / 2)
      // past the limit: an OOM kill, which the next case does not inherit; it still gets its whole limit
      expect((await runIn('eat 200')).outcome).toBe('memory')
      expect(await runIn('add 2 2')).toMatchObject({ outcome: 'ok', stdout: '4\n' })
      expect(await runIn('eat 80')).toMatchObject({ outcome: 'ok', stdout: 'ate\n' })
      // 4 MiB of output stays charged to its cgroup as page cache: the next case gets a fresh one
      const spewed = await runIn('spew')
      expect(spewed.outcome).toBe('ok')
      const after = await runIn('add 3 3')
      expect(after).toMatchObject({ outcome: 'ok', stdout: '6\n' })
      expect(after.memoryKb).toBeLessThan(16 * 1024)
      expect(await runIn('eat 80')).toMatchObject({ outcome: 'ok', stdout: 'ate\n' })
    })

    it('says why a program did not start, ends a case given up before it began, and goes on', async () => {
      const own = ws.compileC('fails', PROGRAM)
      const runOwn = (input: string) => ws.run(warm, own, { input })
      expect(await runOwn('add 1 2')).toMatchObject({ outcome: 'ok', stdout: '3\n' })
      // the same sandbox (same program, folder and limits), but the program is gone: ENOENT on exec
      renameSync(join(own, 'main'), join(own, 'away'))
      expect(await runOwn('add 1 2')).toMatchObject({
        outcome: 'error',
        message: 'sandbox: the program could not be started (errno 2, stage 4)',
      })
      renameSync(join(own, 'away'), join(own, 'main'))
      expect(await runOwn('add 2 2')).toMatchObject({ outcome: 'ok', stdout: '4\n' })
      // killed before GO: the zygote's child ends itself, nothing runs, the next case is whole
      const spec = ws.spec(own, { input: 'add 5 5' })
      writeFileSync(`${own}.out`, 'untouched')
      const given = warm.spawn(spec)
      given.kill()
      expect(await given.result).toMatchObject({ outcome: 'signal', cpuMs: 0 })
      expect(readFileSync(`${own}.out`, 'utf8')).toBe('untouched')
      expect(await runOwn('add 3 3')).toMatchObject({ outcome: 'ok', stdout: '6\n' })
    })

    it('runs cases side by side, each in a sandbox of its own', async () => {
      const results = await Promise.all(
        [1, 2, 3, 4].map((n) => ws.run(warm, ws.compileC(`side-${n}`, PROGRAM), { input: `add ${n} ${n}` })),
      )
      expect(results.map((r) => r.stdout)).toEqual(['2\n', '4\n', '6\n', '8\n'])
    })
  },
)

describe.skipIf(!session)('the zygote (zygote.c) on its own', { timeout: 30_000 }, () => {
  /** A fresh folder with zygote.c compiled into it as `zygote`. */
  const buildZygote = (name: string): string => {
    const dir = ws.folder(name)
    execFileSync(process.env['CC'] ?? 'cc', [
      '-O2',
      '-o',
      join(dir, 'zygote'),
      new URL('./zygote.c', import.meta.url).pathname,
    ])
    return dir
  }

  it('answers a case whose child was killed before it read GO, and skips that GO', async () => {
    const dir = buildZygote('zygote')
    // a /tmp of its own (the zygote empties /tmp before each case), the zygote's folder beside it
    const child = spawn(
      '/usr/bin/bwrap', // the judge's default (sandbox/index.ts)
      // prettier-ignore
      ['--dev-bind', '/', '/', '--unshare-pid', '--as-pid-1', '--tmpfs', '/tmp', '--ro-bind', dir, '/oj',
        '--', '/oj/zygote', '10', '1000000', '8192', '--', '/bin/true'],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    )
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
    const hear = async () => String((await lines.next()).value)
    const say = (line: string) => child.stdin.write(`${line}\n`)
    try {
      say('RUN - - -')
      const announced = Number((await hear()).slice(4))
      // as the judge's kill of the case's cgroup: the child dies before it reads the GO sent
      // (its host pid: the zygote is pid 1 of the namespace, a child of bwrap's)
      process.kill(childOf(childOf(child.pid as number, 1), announced), 'SIGKILL')
      expect(await hear()).toBe('EXIT 9')
      say('GO')
      say('RUN - - -')
      expect(await hear()).toMatch(/^PID \d+$/)
      say('GO')
      expect(await hear()).toBe('EXIT 0')
    } finally {
      child.kill()
    }
  })

  it('refuses to run other than as the init of a pid namespace (it empties /tmp)', () => {
    const dir = buildZygote('zygote-outside')
    // still in a sandbox with a /tmp of its own, should the guard ever fail
    // prettier-ignore
    const run = spawnSync('/usr/bin/bwrap', ['--dev-bind', '/', '/', '--unshare-pid', '--tmpfs', '/tmp',
      '--ro-bind', dir, '/oj', '--', '/oj/zygote', '10', '1000000', '8192', '--', '/bin/true'],
      { input: 'RUN - - -\n', encoding: 'utf8' })
    expect(run.status).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('zygote: runs only as pid 1 of a sandbox')
  })
})

it.runIf(process.env.CI === 'true')('offers warm sandboxes in CI', () => {
  expect(session).toBeDefined()
})
