// The seccomp filter's shape (its effect is tested through the real sandbox in hostile.test.ts).
import { describe, expect, it } from 'vitest'

import { archTable, DENIED_SYSCALLS, KILLED_SYSCALLS, seccompBytes, seccompProgram } from './seccomp.ts'

describe('seccomp filter', () => {
  for (const arch of ['x64', 'arm64']) {
    it(`is a valid classic-BPF program for ${arch}`, () => {
      const table = archTable(arch)
      expect(table).not.toBeNull()
      if (!table) return
      const program = seccompProgram(table)
      expect(program.length).toBeLessThan(4096) // BPF_MAXINSNS
      // every jump lands inside the program, and the last instruction returns
      program.forEach(([code, jt, jf], i) => {
        if ((code & 0x07) === 0x05) expect(i + 1 + Math.max(jt, jf)).toBeLessThan(program.length)
      })
      expect(program.at(-1)?.[0]).toBe(0x06)
      // the architecture is checked first
      expect(program[0]).toEqual([0x20, 0, 0, 4])
      expect(program[1]?.[3]).toBe(table.auditArch)
      for (const name of DENIED_SYSCALLS) expect(table.nr[name], name).toBeTypeOf('number')
      // the killing ones are x86's: each there, each ending the process
      for (const name of KILLED_SYSCALLS) {
        const nr = table.nr[name]
        if (arch === 'arm64') expect(nr, name).toBeUndefined()
        else {
          const at = program.findIndex(([code, , , k]) => code === 0x15 && k === nr)
          expect(program[at + 1], name).toEqual([0x06, 0, 0, 0x80000000])
        }
      }
      expect(seccompBytes(table).length).toBe(program.length * 8)
    })
  }

  it('has no table for an architecture it does not know', () => {
    expect(archTable('riscv64')).toBeNull()
  })
})
