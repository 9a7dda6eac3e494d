// Hostile programs at the sandbox level: each is contained and gets the right outcome.
import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

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

/** A program that tries `attempt` (a C expression, true when it succeeded) and prints the result. */
const probe = (headers: string, attempts: Record<string, string>): string =>
  `#define _GNU_SOURCE
#include <stdio.h>
#include <errno.h>
#include <string.h>
${headers}
int main(void) {
${Object.entries(attempts)
  .map(
    ([name, attempt]) =>
      `  errno = 0; { int ok = (${attempt}); printf("%s %s %s\\n", "${name}", ok ? "yes" : "no", strerror(errno)); }`,
  )
  .join('\n')}
  return 0;
}`

const lines = (stdout: string): Record<string, string> =>
  Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => [line.split(' ')[0], line.split(' ').slice(1).join(' ')]),
  )

describe.skipIf(!opened).each(modes)(
  'native sandbox (%s): hostile programs',
  { timeout: 30_000 },
  (_mode, runner) => {
    it('contains a fork bomb', async () => {
      const dir = ws.compileC('forkbomb', '#include <unistd.h>\nint main(){for(;;)fork();}')
      for (const processes of [1, 32]) {
        const result = await ws.run(runner, dir, { limits: { processes, cpuMs: 500, wallMs: 1500 } })
        expect(result.outcome).toBe('time')
        expect(result.message).toMatch(/over 500 ms|wall/)
      }
    })

    it('ends an infinite loop and a sleep forever', async () => {
      const loop = await ws.run(runner, ws.compileC('loop', 'int main(){for(;;);}'), {
        limits: { cpuMs: 300 },
      })
      expect(loop.outcome).toBe('time')
      const sleep = await ws.run(runner, ws.compileC('pause', '#include <unistd.h>\nint main(){pause();}'), {
        limits: { wallMs: 500 },
      })
      expect(sleep.outcome).toBe('time')
    })

    it('contains a memory bomb and a huge stack', async () => {
      const bomb = ws.compileC(
        'membomb',
        '#include <stdlib.h>\n#include <string.h>\nint main(){for(;;){char*volatile p=malloc(1<<20);if(p)memset(p,1,1<<20);}}',
      )
      expect((await ws.run(runner, bomb, { limits: { memoryKb: 64 * 1024 } })).outcome).toBe('memory')
      const deep = ws.compileC(
        'recurse',
        'int f(volatile int n){volatile char pad[4096];pad[0]=n;return f(n+1)+pad[0];}\nint main(){return f(0);}',
      )
      // a stack as large as the memory limit: the recursion fills memory
      expect((await ws.run(runner, deep, { limits: { memoryKb: 64 * 1024 } })).outcome).toBe('memory')
      // a small stack: the recursion overflows it
      const small = await ws.run(runner, deep, { limits: { memoryKb: 64 * 1024, stackKb: 8192 } })
      expect(small).toMatchObject({ outcome: 'signal', signal: 'SIGSEGV' })
    })

    it('contains an output flood', async () => {
      const dir = ws.compileC(
        'flood',
        '#include <stdio.h>\nint main(){for(;;)fputs("0123456789abcdef",stdout);}',
      )
      const result = await ws.run(runner, dir, { limits: { outputBytes: 64 * 1024 } })
      expect(result.outcome).toBe('output')
      expect(result.stdout.length).toBeLessThanOrEqual(64 * 1024 + 512)
    })

    it('cannot write outside its folder, nor read the shadow file or another run', async () => {
      const other = ws.folder('other-run')
      writeFileSync(join(other, 'secret.txt'), 'secret')
      const source = probe('#include <fcntl.h>', {
        etc: 'open("/etc/oj-escape", O_CREAT|O_WRONLY, 0644) >= 0',
        root: 'open("/oj-escape", O_CREAT|O_WRONLY, 0644) >= 0',
        usr: 'open("/usr/oj-escape", O_CREAT|O_WRONLY, 0644) >= 0',
        work: 'open("/w/oj-escape", O_CREAT|O_WRONLY, 0644) >= 0',
        dev: 'open("/dev/oj-escape", O_CREAT|O_WRONLY, 0644) >= 0',
        shadow: 'open("/etc/shadow", O_RDONLY) >= 0',
        boundShadow: 'open("/host-shadow/shadow", O_RDONLY) >= 0',
        otherRun: `open("${join(other, 'secret.txt')}", O_RDONLY) >= 0`,
        tmp: 'open("/tmp/scratch", O_CREAT|O_WRONLY, 0644) >= 0',
      })
      const dir = ws.compileC('escape', source)
      // /etc/shadow bound on purpose: the uid drop alone must keep it unreadable
      const seen = lines((await ws.run(runner, dir, { readOnlyBinds: ['/etc/shadow'] })).stdout)
      expect(seen.etc).toMatch(/^no Read-only/)
      expect(seen.root).toMatch(/^no Read-only/)
      expect(seen.usr).toMatch(/^no Read-only/)
      expect(seen.work).toMatch(/^no Read-only/)
      expect(seen.dev).toMatch(/^no Read-only/)
      expect(seen.shadow).toMatch(/^no/)
      expect(seen.otherRun).toMatch(/^no No such file/)
      expect(seen.tmp).toMatch(/^yes/) // its own tmpfs
      const bound = await ws.run(
        runner,
        ws.compileC('shadow', probe('#include <fcntl.h>', { shadow: 'open("/etc/shadow", O_RDONLY) >= 0' })),
        {
          readOnlyBinds: ['/etc/shadow'],
        },
      )
      expect(lines(bound.stdout).shadow).toMatch(/^no Permission denied/)
    })

    it('sees only the toolchain folders of /usr, never /usr/share or the rest', async () => {
      const source = probe('#include <unistd.h>', {
        share: 'access("/usr/share", F_OK) == 0',
        zoneinfo: 'access("/usr/share/zoneinfo", F_OK) == 0',
        local: 'access("/usr/local", F_OK) == 0',
        sbin: 'access("/usr/sbin", F_OK) == 0',
        include: 'access("/usr/include/stdio.h", F_OK) == 0',
        bin: 'access("/usr/bin/env", X_OK) == 0',
        libc: 'access("/lib64/ld-linux-x86-64.so.2", F_OK) == 0 || access("/lib/ld-linux-aarch64.so.1", F_OK) == 0',
      })
      const seen = lines((await ws.run(runner, ws.compileC('usr-view', source))).stdout)
      for (const hidden of ['share', 'zoneinfo', 'local', 'sbin', 'include'])
        expect(seen[hidden], hidden).toMatch(/^no No such file/)
      expect(seen.bin).toMatch(/^yes/)
      expect(seen.libc).toMatch(/^yes/)
    })

    it('refuses a run that would bind a folder the judge keeps from programs', async () => {
      const data = ws.folder('data-dir')
      writeFileSync(join(data, 'secret.ans'), '42')
      const guarded = await openNativeRunner({ protectedDirs: [data] })
      try {
        const dir = ws.compileC(
          'reader',
          probe('#include <fcntl.h>', { read: `open("${data}/secret.ans", O_RDONLY) >= 0` }),
        )
        const refused = await ws.run(guarded, dir, { readOnlyBinds: [dirname(data)] })
        expect(refused.outcome).toBe('error')
        expect(refused.message).toMatch(/keeps from programs.*data-dir/)
        expect(refused.stdout).toBe('')
        expect((await ws.run(guarded, dir)).outcome).toBe('ok')
      } finally {
        await guarded.close()
      }
      // nor opens at all when every run would see it
      await expect(openNativeRunner({ protectedDirs: ['/usr/bin/oj-data'] })).rejects.toThrow(
        /would see a folder the judge keeps from them: \/usr\/bin\/oj-data is inside \/usr\/bin/,
      )
    })

    it('leaves no symlink or FIFO behind for the judge to read as root', async () => {
      const dir = ws.compileC(
        'planter',
        '#include <unistd.h>\n#include <sys/stat.h>\nint main(){symlink("/etc/shadow","output.txt");mkfifo("pipe",0644);mkdir("sub",0755);symlink("/","sub/root");return 0;}',
      )
      expect((await ws.run(runner, dir, { writable: true })).outcome).toBe('ok')
      expect(readdirSync(dir).sort()).toEqual(['main', 'main.c', 'sub'])
      expect(readdirSync(join(dir, 'sub'))).toEqual([])
      // and the judge's own files are never opened through a planted link
      symlinkSync('/etc/passwd', join(dir, 'planted'))
      const result = await ws.run(runner, dir, { stdout: { file: join(dir, 'planted') } })
      expect(result.outcome).toBe('error')
      expect(readFileSync('/etc/passwd', 'utf8')).toMatch(/^root:/)
    })

    it('cannot open network sockets, trace, mount or make namespaces (seccomp)', async () => {
      const source = probe(
        '#include <sys/socket.h>\n#include <sys/ptrace.h>\n#include <sys/mount.h>\n#include <sched.h>\n#include <unistd.h>\n#include <sys/syscall.h>\n#include <linux/keyctl.h>',
        {
          tcp: 'socket(AF_INET, SOCK_STREAM, 0) >= 0',
          tcp6: 'socket(AF_INET6, SOCK_STREAM, 0) >= 0',
          netlink: 'socket(AF_NETLINK, SOCK_RAW, 0) >= 0',
          unix: 'socket(AF_UNIX, SOCK_STREAM, 0) >= 0',
          ptrace: 'ptrace(PTRACE_TRACEME, 0, 0, 0) == 0',
          mount: 'mount("none", "/tmp", "tmpfs", 0, 0) == 0',
          userns: 'unshare(CLONE_NEWUSER) == 0',
          bpf: 'syscall(SYS_bpf, 0, 0, 0) >= 0',
          perf: 'syscall(SYS_perf_event_open, 0, 0, -1, -1, 0) >= 0',
          keyctl: 'syscall(SYS_keyctl, KEYCTL_GET_KEYRING_ID, -1, 0) >= 0',
          iouring: 'syscall(SYS_io_uring_setup, 1, 0) >= 0',
          clone3: 'syscall(SYS_clone3, 0, 0) >= 0',
        },
      )
      const seen = lines((await ws.run(runner, ws.compileC('syscalls', source))).stdout)
      expect(seen.tcp).toBe('no Address family not supported by protocol')
      expect(seen.tcp6).toBe('no Address family not supported by protocol')
      expect(seen.netlink).toBe('no Address family not supported by protocol')
      expect(seen.unix).toBe('yes Success')
      for (const call of ['ptrace', 'mount', 'userns', 'bpf', 'perf', 'keyctl', 'iouring'])
        expect(seen[call], call).toBe('no Operation not permitted')
      expect(seen.clone3).toBe('no Function not implemented')
    })

    it('kills a program that switches to another system call ABI', async () => {
      if (process.arch !== 'x64') return
      const dir = ws.compileC(
        'int80',
        'int main(){int r;__asm__ volatile("int $0x80":"=a"(r):"a"(20));return 0;}',
      )
      // A kernel without 32-bit emulation (ia32_emulation off, as some build by default now) has no
      // such entry at all: the program faults there even outside a sandbox, and so it must here.
      const bare = spawnSync(join(dir, 'main'))
      const expected = bare.signal === 'SIGSEGV' ? 'SIGSEGV' : 'SIGSYS'
      expect(await ws.run(runner, dir)).toMatchObject({ outcome: 'signal', signal: expected })
    })

    it('is killed when it touches the descriptor tables or I/O ports (modify_ldt, iopl)', async () => {
      if (process.arch !== 'x64') return
      const call = (nr: number, args: string): string =>
        `#include <unistd.h>\n#include <sys/syscall.h>\n#include <stdio.h>\nint main(){char d[16]={0};long r=syscall(${nr},${args});printf("returned %ld\\n",r);return 0;}`
      // modify_ldt(1, desc, 16): writes an LDT entry
      const ldt = await ws.run(runner, ws.compileC('modify-ldt', call(154, '1, d, 16')))
      expect(ldt).toMatchObject({ outcome: 'signal', signal: 'SIGSYS' })
      expect(ldt.stdout).toBe('')
      const iopl = await ws.run(runner, ws.compileC('iopl', call(172, '3')))
      expect(iopl).toMatchObject({ outcome: 'signal', signal: 'SIGSYS' })
    })

    it('has a cgroup namespace of its own', async () => {
      const dir = ws.compileC(
        'cgroupns',
        '#include <stdio.h>\n#include <unistd.h>\nint main(){char b[256]={0};readlink("/proc/self/ns/cgroup",b,255);puts(b);return 0;}',
      )
      const result = await ws.run(runner, dir)
      expect(result.outcome).toBe('ok')
      expect(result.stdout.trim()).toMatch(/^cgroup:\[\d+\]$/)
      expect(result.stdout.trim()).not.toBe(readlinkSync('/proc/self/ns/cgroup'))
    })

    it('keeps at most one CPU busy however many threads it runs (the CPU quota)', async () => {
      // two threads spin until the process has used 600 ms of CPU: on one CPU that takes 600 ms of
      // wall time or more; two CPUs of their own would do it in about 300
      const dir = ws.compileC(
        'threads',
        `#include <pthread.h>
#include <stdio.h>
#include <time.h>
static double now(clockid_t c){struct timespec t;clock_gettime(c,&t);return t.tv_sec*1e3+t.tv_nsec/1e6;}
static void*spin(void*a){volatile unsigned long x=0;while(now(CLOCK_PROCESS_CPUTIME_ID)<600)x++;return a;}
int main(){double s=now(CLOCK_MONOTONIC);pthread_t t;pthread_create(&t,0,spin,0);spin(0);pthread_join(t,0);
printf("%.0f\\n",now(CLOCK_MONOTONIC)-s);return 0;}`,
      )
      execFileSync('gcc', ['-O1', '-w', '-pthread', '-o', join(dir, 'main'), join(dir, 'main.c')])
      const result = await ws.run(runner, dir, { limits: { processes: 4, cpuMs: 2000, wallMs: 6000 } })
      expect(result.outcome).toBe('ok')
      // CFS lets both threads run within the first quota period, so a little under 600 (two CPUs: ~300)
      expect(Number(result.stdout.trim())).toBeGreaterThanOrEqual(450)
    })

    it('cannot kill the judge', async () => {
      const dir = ws.compileC(
        'killer',
        '#include <signal.h>\n#include <unistd.h>\nint main(){kill(getppid(),SIGKILL);kill(1,SIGKILL);kill(-1,SIGKILL);return 0;}',
      )
      const result = await ws.run(runner, dir, { limits: { processes: 4 } })
      expect(['ok', 'signal']).toContain(result.outcome)
      // the judge (this process) is alive and the sandbox still works
      const after = await ws.run(runner, ws.compileC('after', 'int main(){return 0;}'))
      expect(after.outcome).toBe('ok')
    })

    it('stops compile-time bombs at the compile limits', async () => {
      const limits = { cpuMs: 2000, wallMs: 4000, memoryKb: 256 * 1024, processes: 16, outputBytes: 16 << 20 }
      const bombs: Record<string, [string, string]> = {
        random: ['main.c', '#include </dev/random>\nint main(){}'],
        zero: ['main.c', '#include </dev/zero>\nint main(){}'],
        templates: [
          'main.cpp',
          'template<int N> struct F { static const long v = F<N-1>::v + F<N-2>::v; };\ntemplate<> struct F<0> { static const long v = 0; };\ntemplate<> struct F<1> { static const long v = 1; };\nint main(){ return F<1000000>::v; }',
        ],
      }
      for (const [name, [file, source]] of Object.entries(bombs)) {
        const dir = ws.folder(`bomb-${name}`)
        writeFileSync(join(dir, file), source)
        const compiler = file.endsWith('.cpp')
          ? ['/usr/bin/g++', '-ftemplate-depth=2000000']
          : ['/usr/bin/gcc']
        const started = performance.now()
        const result = await ws.run(runner, dir, {
          argv: [...compiler, '-O2', file, '-o', 'main'],
          writable: true,
          readOnlyBinds: ['/usr/lib/gcc', '/usr/libexec/gcc', '/usr/include'],
          limits,
        })
        console.log(`compile bomb ${name}: ${result.outcome} (${result.message}), ${result.cpuMs} ms CPU`)
        expect(['time', 'memory', 'exit', 'output'], `${name}: ${result.message}`).toContain(result.outcome)
        expect(result.outcome, name).not.toBe('ok')
        expect(performance.now() - started, name).toBeLessThan(limits.wallMs + 2000)
      }
    }, 30_000)
  },
)
