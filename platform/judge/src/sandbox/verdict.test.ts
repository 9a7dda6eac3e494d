// From what a run showed to its outcome, by table (the sandbox tests see the same rules end to end).
import { describe, expect, it } from 'vitest'

import type { RunLimits } from '../runner.ts'
import { type Observed, signalOf, verdict } from './verdict.ts'

const limits: RunLimits = { cpuMs: 1000, wallMs: 3000, memoryKb: 65536, processes: 1, outputBytes: 1000 }
const seen = (over: Partial<Omit<Observed, 'usage'>> & { usage?: Partial<Observed['usage']> }): Observed => ({
  limits,
  exitCode: 0,
  killReason: null,
  wallMs: 10,
  stdoutBytes: 0,
  ...over,
  usage: { cpuMs: 5, memoryKb: 1000, oomKills: 0, forksRefused: 0, ...over.usage },
})

describe('verdict', () => {
  it.each([
    ['a clean exit', seen({}), 'ok'],
    ['an exit status', seen({ exitCode: 2 }), 'exit'],
    ['a signal (128 + n)', seen({ exitCode: 139 }), 'signal'],
    ['CPU over the limit although it finished', seen({ usage: { cpuMs: 1001 } }), 'time'],
    ['the wall limit', seen({ exitCode: 137, killReason: 'wall' }), 'time'],
    ['an OOM kill', seen({ exitCode: 137, usage: { oomKills: 1, memoryKb: 65536 } }), 'memory'],
    ['a failure at the memory limit', seen({ exitCode: 1, usage: { memoryKb: 65536 } }), 'memory'],
    ['a success at the memory limit', seen({ usage: { memoryKb: 65536 } }), 'ok'],
    ['too much output through a pipe', seen({ exitCode: 137, killReason: 'output' }), 'output'],
    ['too much output in a file', seen({ stdoutBytes: 1001 }), 'output'],
    ['the file size limit (SIGXFSZ)', seen({ exitCode: 128 + 25 }), 'output'],
    ['the judge ending it', seen({ exitCode: 137, killReason: 'killed' }), 'signal'],
    [
      'output before memory before time',
      seen({ killReason: 'output', usage: { oomKills: 1, cpuMs: 2000 } }),
      'output',
    ],
  ] as const)('%s', (_, observed, outcome) => {
    expect(verdict(observed).outcome).toBe(outcome)
  })

  it('names signals by their first name and leaves ordinary statuses alone', () => {
    expect(signalOf(134)).toBe('SIGABRT')
    expect(signalOf(137)).toBe('SIGKILL')
    expect(signalOf(1)).toBeNull()
    expect(signalOf(128)).toBeNull()
    expect(signalOf(null)).toBeNull()
    expect(verdict(seen({ exitCode: 139 }))).toMatchObject({ signal: 'SIGSEGV', exitCode: null })
  })
})
