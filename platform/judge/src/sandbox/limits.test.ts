// Limits and accounting of the native sandbox, through the real bubblewrap and cgroups.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { openNativeRunner } from './index.ts'
import { openTestRunner, runModes, workspace } from './test-kit.ts'

const ws = workspace()
const opened = await openTestRunner()
// each test runs cold (a sandbox per run) and warm (the runs of a task share sandboxes: session.ts)
const modes = runModes(opened)
afterAll(async () => {
  for (const [, runner] of modes) if (runner !== opened) await runner.close()
  await opened?.close()
  ws.dispose()
})

const BUSY_1S = `
#include <time.h>
int main(void) {
  struct timespec t; volatile unsigned long x = 0;
  for (;;) { for (int i = 0; i < 1000000; i++) x += i;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); if (t.tv_sec >= 1) return 0; }
}`

// Writes every page of n MiB; the volatile pointer keeps the compiler from optimising it all away.
const ALLOC = `#include <stdlib.h>
#include <string.h>
int touch(int mib) { char *volatile p = malloc((size_t)mib << 20); memset(p, 1, (size_t)mib << 20); return p[mib] - 1; }`

describe.skipIf(!opened).each(modes)(
  'native sandbox (%s): limits and accounting',
  { timeout: 30_000 },
  (mode, runner) => {
    it('reports its setup', () => {
      expect(runner.kind).toBe('native')
      expect(runner.description).toMatch(/^bwrap [\d.]+\+cgroup-v[12]$/)
    })

    it('refuses to open without bubblewrap, saying what to install', async () => {
      await expect(openNativeRunner({ bwrap: '/usr/bin/no-such-bwrap' })).rejects.toThrow(
        /apt-get install bubblewrap/,
      )
    })

    it("reports a run it could not start as its own error, not the program's", async () => {
      const result = await runner.spawn({
        argv: ['./main'],
        workDir: '/nonexistent/work',
        writable: false,
        stdin: 'ignore',
        stdout: 'ignore',
        stderr: 'ignore',
        limits: { cpuMs: 1000, wallMs: 3000, memoryKb: 65536, processes: 1, outputBytes: 1000 },
      }).result
      expect(result.outcome).toBe('error')
      expect(result.message).toMatch(/could not start.*nonexistent/)
    })

    it('runs A+B with stdin and stdout files', async () => {
      const dir = ws.compileC(
        'ab',
        '#include <stdio.h>\nint main(){long a,b;scanf("%ld%ld",&a,&b);printf("%ld\\n",a+b);}',
      )
      const result = await ws.run(runner, dir, { input: '2 40\n' })
      expect(result).toMatchObject({ outcome: 'ok', exitCode: 0, stdout: '42\n' })
      expect(result.memoryKb).toBeGreaterThan(0)
    })

    it('reports exit statuses and signals', async () => {
      const exit = await ws.run(runner, ws.compileC('exit3', 'int main(){return 3;}'))
      expect(exit).toMatchObject({ outcome: 'exit', exitCode: 3, signal: null })
      const segv = await ws.run(runner, ws.compileC('segv', 'int main(){volatile int*p=0;*p=1;return 0;}'))
      expect(segv).toMatchObject({ outcome: 'signal', signal: 'SIGSEGV', exitCode: null })
      const abort = await ws.run(runner, ws.compileC('abort', '#include <stdlib.h>\nint main(){abort();}'))
      expect(abort).toMatchObject({ outcome: 'signal', signal: 'SIGABRT' })
    })

    it('measures a 1 s busy loop in CPU time, and gives a time verdict past the limit', async () => {
      const dir = ws.compileC('busy', BUSY_1S)
      const fits = await ws.run(runner, dir, { limits: { cpuMs: 2000, wallMs: 4000 } })
      expect(fits.outcome).toBe('ok')
      expect(fits.cpuMs).toBeGreaterThanOrEqual(990)
      expect(fits.cpuMs).toBeLessThan(1100)
      const over = await ws.run(runner, dir, { limits: { cpuMs: 500, wallMs: 4000 } })
      expect(over.outcome).toBe('time')
      expect(over.cpuMs).toBeGreaterThan(500)
      // ended by the CPU watch soon past the limit, not by the wall limit (4 s)
      expect(over.cpuMs).toBeLessThan(700)
      expect(over.message).toMatch(/^CPU time/)
    })

    it('measures a 100 MiB allocation near 100 MiB, from the cgroup', async () => {
      const dir = ws.compileC('alloc100', `${ALLOC}\nint main(){return touch(100);}`)
      const result = await ws.run(runner, dir, { limits: { memoryKb: 256 * 1024 } })
      expect(result.outcome).toBe('ok')
      expect(result.memoryKb).toBeGreaterThanOrEqual(100 * 1024)
      expect(result.memoryKb).toBeLessThan(104 * 1024)
    })

    it('gives a memory verdict on the OOM kill', async () => {
      const dir = ws.compileC('alloc300', `${ALLOC}\nint main(){return touch(300);}`)
      const result = await ws.run(runner, dir, { limits: { memoryKb: 64 * 1024 } })
      expect(result.outcome).toBe('memory')
      expect(result.memoryKb).toBeGreaterThanOrEqual(63 * 1024)
    })

    it('ends a sleeping program at the wall limit', async () => {
      const dir = ws.compileC('sleep', '#include <unistd.h>\nint main(){sleep(100);}')
      const result = await ws.run(runner, dir, { limits: { wallMs: 700 } })
      expect(result.outcome).toBe('time')
      expect(result.wallMs).toBeGreaterThanOrEqual(690)
      expect(result.wallMs).toBeLessThan(1500)
      expect(result.cpuMs).toBeLessThan(50)
    })

    // the watch is one function for both modes (watchLimits); this load-sensitive test runs once
    it.skipIf(mode === 'warm')(
      'gives a starved but computing program more wall time: its verdict comes from its CPU time',
      async () => {
        // a wall limit below the CPU limit stands for a machine so busy that CPU comes slower than wall
        const dir = ws.compileC('starved', BUSY_1S)
        const result = await ws.run(runner, dir, { limits: { cpuMs: 600, wallMs: 400 } })
        expect(result.outcome).toBe('time')
        expect(result.message).toMatch(/^CPU time/)
        expect(result.wallMs).toBeGreaterThan(400)
        expect(result.wallMs).toBeLessThan(1500)
      },
    )

    it('caps output to a file and through a pipe', async () => {
      const dir = ws.compileC(
        'flood',
        '#include <stdio.h>\nint main(){for(;;)fputs("xxxxxxxxxxxxxxx\\n",stdout);}',
      )
      const file = await ws.run(runner, dir, { limits: { outputBytes: 100_000 } })
      expect(file.outcome).toBe('output')
      expect(file.stdout.length).toBeLessThanOrEqual(100_000 + 512)
      const program = runner.spawn({
        argv: ['./main'],
        workDir: dir,
        writable: false,
        stdin: 'ignore',
        stdout: 'pipe',
        stderr: 'ignore',
        limits: { cpuMs: 2000, wallMs: 4000, memoryKb: 64 * 1024, processes: 1, outputBytes: 100_000 },
      })
      program.stdout?.resume()
      expect((await program.result).outcome).toBe('output')
    })

    it('joins a program by pipes (interactive problems)', async () => {
      const dir = ws.compileC(
        'echo',
        '#include <stdio.h>\nint main(){int x;while(scanf("%d",&x)==1){printf("%d\\n",x*2);fflush(stdout);}return 0;}',
      )
      const program = runner.spawn({
        argv: ['./main'],
        workDir: dir,
        writable: false,
        stdin: 'pipe',
        stdout: 'pipe',
        stderr: 'ignore',
        limits: { cpuMs: 1000, wallMs: 3000, memoryKb: 64 * 1024, processes: 1, outputBytes: 1000 },
      })
      let seen = ''
      program.stdout?.on('data', (chunk: Buffer) => {
        seen += chunk.toString()
        if (seen === '2\n') program.stdin?.write('21\n')
        if (seen === '2\n42\n') program.stdin?.end()
      })
      program.stdin?.write('1\n')
      expect(await program.result).toMatchObject({ outcome: 'ok' })
      expect(seen).toBe('2\n42\n')
    })

    it('lets a program write its folder only when the run is writable', async () => {
      const dir = ws.compileC(
        'writer',
        '#include <stdio.h>\nint main(){FILE*f=fopen("made.txt","w");if(!f)return 7;fputs("made",f);return fclose(f)?8:0;}',
      )
      expect(await ws.run(runner, dir)).toMatchObject({ outcome: 'exit', exitCode: 7 })
      expect(await ws.run(runner, dir, { writable: true })).toMatchObject({ outcome: 'ok' })
      expect(readFileSync(join(dir, 'made.txt'), 'utf8')).toBe('made')
    })

    it('runs programs side by side, from two runners of one process', async () => {
      const second = await openNativeRunner()
      try {
        const source = '#include <stdio.h>\nint main(){int x;scanf("%d",&x);printf("%d\\n",x+1);}'
        const results = await Promise.all(
          [1, 2, 3, 4].map((x) =>
            ws
              .run(x % 2 ? runner : second, ws.compileC(`side-${x}`, source), { input: `${x}\n` })
              .then((r) => r.stdout),
          ),
        )
        expect(results).toEqual(['2\n', '3\n', '4\n', '5\n'])
      } finally {
        await second.close()
      }
    })

    it('ends a program on request', async () => {
      const dir = ws.compileC('forever', 'int main(){for(;;);}')
      const program = runner.spawn({
        argv: ['./main'],
        workDir: dir,
        writable: false,
        stdin: 'ignore',
        stdout: 'ignore',
        stderr: 'ignore',
        limits: { cpuMs: 5000, wallMs: 10000, memoryKb: 64 * 1024, processes: 1, outputBytes: 1000 },
      })
      setTimeout(() => program.kill(), 200)
      const result = await program.result
      expect(result.outcome).toBe('signal')
      expect(result.wallMs).toBeLessThan(1000)
    })
  },
)
