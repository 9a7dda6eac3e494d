// runInSandbox on its own: the cgroup of a cold run is made while bubblewrap starts (off the run's
// path); when it cannot be made, the started sandbox must end without running the program.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { systemLayout } from './bwrap-args.ts'
import type { CgroupTree } from './cgroup.ts'
import { runInSandbox, type SandboxContext } from './run.ts'
import { archTable, seccompBytes } from './seccomp.ts'
import { openTestRunner, workspace } from './test-kit.ts'
import { WORK_USER } from './work-dir.ts'

const ws = workspace()
// only to learn whether bubblewrap and cgroups work here (CI: they must)
const opened = await openTestRunner()
await opened?.close()
afterAll(() => ws.dispose())

/** The processes whose command line names `text` (here: the run's folder, bound by bubblewrap). */
function processesNaming(text: string): number[] {
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(text)) found.push(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return found
}

describe.skipIf(!opened)('a cold run whose cgroup cannot be made', { timeout: 30_000 }, () => {
  it('is a System Error, and its sandbox ends before the program runs', async () => {
    const dir = ws.compileC('no-cgroup', '#include <stdio.h>\nint main(void) { puts("ran"); return 0; }')
    const table = archTable()
    if (!table) throw new Error(`no seccomp table for ${process.arch}`)
    const seccompFile = join(ws.folder('seccomp'), 'filter.bpf')
    writeFileSync(seccompFile, seccompBytes(table))
    const cgroups: CgroupTree = {
      version: 'none',
      cpuQuota: false,
      create: () => {
        throw new Error('no cgroup here')
      },
      close: async () => {},
    }
    const context: SandboxContext = {
      bwrap: '/usr/bin/bwrap',
      layout: systemLayout(),
      seccompFile,
      protectedDirs: [],
      cgroups,
      user: process.geteuid?.() === 0 ? WORK_USER : null,
      nextName: () => 'run-1',
    }
    const running = runInSandbox(context, ws.spec(dir))
    expect(await running.result).toMatchObject({
      outcome: 'error',
      message: 'sandbox: could not start: no cgroup here',
    })
    // the shell or bubblewrap it became, and the sandbox's own init, are gone soon (never let go,
    // the sandbox's init would run the program outside any cgroup once the judge's pipe closed)
    let left = processesNaming(dir)
    for (let waited = 0; left.length > 0 && waited < 3000; waited += 50) {
      await new Promise((done) => setTimeout(done, 50))
      left = processesNaming(dir)
    }
    expect(left).toEqual([])
    expect(readFileSync(`${dir}.out`, 'utf8')).toBe('')
  })
})
