import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Runner } from '../runner.ts'
import { openWasiRunner } from './index.ts'
import { clangMissing, compile, LIMITS, runCollect, workDir } from './test-kit.ts'

const PROGRAMS = {
  loop: 'int main(){volatile unsigned x=0;for(;;)x++;}',
  memory: `#include <stdlib.h>
#include <stdio.h>
char *keep[100000];
int main(){for(int i=0;;i++){keep[i]=malloc(1<<20);if(!keep[i]){puts("null");return 3;}keep[i][i%4096]=1;}}`,
  recursion: `#include <stdio.h>
int f(int n){volatile char buf[64];buf[0]=n;return n?f(n-1)+buf[0]:0;}
int main(){printf("%d\\n",f(100000000));}`,
  flood: '#include <stdio.h>\nint main(){for(;;)puts("flood flood flood flood");}',
  escape: `#include <stdio.h>
#include <errno.h>
#include <string.h>
int main(){const char*ps[]={"/etc/passwd","../secret.txt","../../etc/passwd","sub/../../secret.txt","link"};
for(int i=0;i<5;i++){FILE*f=fopen(ps[i],"r");printf("%s %s\\n",ps[i],f?"OPENED":"denied");}
FILE*w=fopen("out.txt","w");printf("write %s\\n",w?"OPENED":"denied");return 0;}`,
  sleeper: '#include <unistd.h>\nint main(){for(;;)sleep(1000);}',
  abort: '#include <stdlib.h>\nint main(){abort();}',
  exit7: 'int main(){return 7;}',
  clock: '#include <stdio.h>\n#include <time.h>\nint main(){printf("%ld\\n",(long)clock());}',
  // A legitimate recursion a million calls deep (a DFS on a path) must not be mistaken for a bomb.
  dfs: `#include <stdio.h>
int next[1000001];
long long dfs(int u){if(u>=1000000)return 0;long long r=dfs(next[u]);return r%1000003+u;}
int main(){for(int i=0;i<1000000;i++)next[i]=i+1;printf("%lld\\n",dfs(0));}`,
  descriptors: `#include <stdio.h>
#include <fcntl.h>
int main(){int ok=0;for(int i=0;i<1000;i++)if(open("escape.c",O_RDONLY)>=0)ok++;printf("%d\\n",ok);}`,
  creations: `#include <stdio.h>
int main(){int ok=0;char name[32];for(int i=0;i<1000;i++){sprintf(name,"f%d",i);FILE*f=fopen(name,"w");if(f){ok++;fclose(f);}}printf("%d\\n",ok);}`,
  iovecs: `#include <stdio.h>
#include <wasi/api.h>
int main(){__wasi_ciovec_t v={(const unsigned char*)"x",1};__wasi_size_t n;printf("%d\\n",(int)__wasi_fd_write(1,&v,100000000,&n));}`,
}

const missing = clangMissing()

describe.skipIf(missing)('WASI runner: hostile programs are contained with the right outcome', () => {
  let runner: Runner
  let dir: string
  beforeAll(async () => {
    runner = await openWasiRunner({ preferWasmtime: false })
    const parent = workDir()
    writeFileSync(join(parent, 'secret.txt'), 'secret')
    dir = join(parent, 'work')
    mkdirSync(join(dir, 'sub'), { recursive: true })
    symlinkSync('/etc/passwd', join(dir, 'link'))
    for (const [name, source] of Object.entries(PROGRAMS)) compile(dir, name, source)
  }, 120_000)
  afterAll(() => runner.close())

  const run = (name: string, limits = LIMITS) =>
    runCollect(runner, { argv: [`${name}.wasm`], workDir: dir, limits })

  it('an infinite loop runs out of fuel: time, with cpuMs at the limit', async () => {
    const { result } = await run('loop')
    expect(result.outcome).toBe('time')
    expect(result.cpuMs).toBeGreaterThanOrEqual(LIMITS.cpuMs)
  }, 30_000) // a second of fuel takes several on a loaded machine

  it('a memory bomb stops at the cap: memory, peak near the limit', async () => {
    const { result, stdout } = await run('memory')
    expect(result.outcome).toBe('memory')
    expect(stdout).toBe('')
    expect(result.memoryKb).toBeLessThanOrEqual(LIMITS.memoryKb)
    expect(result.memoryKb).toBeGreaterThan(LIMITS.memoryKb - 2048)
  })

  it('deep recursion dies as a signal, and the next run on the pool still works', async () => {
    const { result } = await run('recursion')
    expect(result.outcome).toBe('signal')
    expect(result.signal).toBe('SIGSEGV')
    expect((await run('exit7')).result).toMatchObject({ outcome: 'exit', exitCode: 7 })
  })

  it('a recursion a million calls deep still works', async () => {
    const { result, stdout } = await run('dfs')
    expect(result.outcome).toBe('ok')
    // Not an accumulator clang could turn into a loop: r % p + u really needs the stack.
    let expected = 0
    for (let u = 999_999; u >= 0; u--) expected = (expected % 1_000_003) + u
    expect(stdout).toBe(`${expected}\n`)
  })

  it('an output flood stops at the output limit', async () => {
    const { result, stdout } = await run('flood')
    expect(result.outcome).toBe('output')
    expect(stdout.length).toBeLessThanOrEqual(LIMITS.outputBytes)
  })

  it('cannot open files outside its folder, follow a symlink out, or write a read-only folder', async () => {
    const { result, stdout } = await run('escape')
    expect(result.outcome).toBe('ok')
    expect(stdout.split('\n').filter(Boolean)).toEqual([
      '/etc/passwd denied',
      '../secret.txt denied',
      '../../etc/passwd denied',
      'sub/../../secret.txt denied',
      'link denied',
      'write denied',
    ])
  })

  it('sleeping forever does not hang the judge: the virtual clock passes the wall limit', async () => {
    const started = Date.now()
    const { result } = await run('sleeper')
    expect(result.outcome).toBe('time')
    expect(Date.now() - started).toBeLessThan(LIMITS.wallMs)
  })

  it('abort() is a signal, a non-zero exit is an exit', async () => {
    expect((await run('abort')).result).toMatchObject({ outcome: 'signal', signal: 'SIGABRT' })
    expect((await run('exit7')).result).toMatchObject({ outcome: 'exit', exitCode: 7 })
  })

  it('the wall-clock backstop ends a run even when fuel would last', async () => {
    const { result } = await run('loop', { ...LIMITS, cpuMs: 600_000, wallMs: 300 })
    expect(result.outcome).toBe('time')
    expect((await run('exit7')).result.outcome).toBe('exit')
  })

  it('a program that needs more memory at start than the limit gets memory without running', async () => {
    const { result } = await run('exit7', { ...LIMITS, memoryKb: 1024 })
    expect(result.outcome).toBe('memory')
  })

  it('cannot exhaust the judge: 64 open files, 128 created files, bounded iovec lists', async () => {
    expect(Number((await run('descriptors')).stdout)).toBeLessThanOrEqual(64)
    const created = await runCollect(runner, { argv: ['creations.wasm'], workDir: dir, writable: true })
    expect(Number(created.stdout)).toBe(128)
    expect((await run('iovecs')).stdout.trim()).toBe('28') // EINVAL
  })

  it('clocks are virtual: the same run reads the same clock', async () => {
    const a = await run('clock')
    const b = await run('clock')
    expect(a.stdout).toBe(b.stdout)
  })
})
