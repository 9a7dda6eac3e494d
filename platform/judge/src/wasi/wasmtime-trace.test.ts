import { describe, expect, it } from 'vitest'

import { type PreparedModule } from './module-cache.ts'
import { classifyTrap } from './wasmtime-runner.ts'

// The shape of wasmtime's report of a trap (`wasmtime run` on a trapping module), so the parser is
// checked here too, where the CLI is missing; the parity suite checks it against the real CLI.
const trace = (fn: number, why: string): string => `Error: failed to run main module \`m.wasm\`

Caused by:
    0: failed to invoke command default
    1: error while executing at wasm backtrace:
           0:  0x1a2b - <unknown>!<wasm function ${fn}>
           1:  0x0f00 - <unknown>!__original_main
    2: wasm trap: ${why}`

const prepared = { instrumented: { outOfFuelFunction: 57, growFunction: 58 } } as unknown as PreparedModule

describe('reading wasmtime trap reports', () => {
  it('tells fuel and memory traps by the helper function that trapped', () => {
    expect(classifyTrap(trace(57, 'wasm `unreachable` instruction executed'), prepared)?.outcome).toBe('time')
    expect(classifyTrap(trace(58, 'wasm `unreachable` instruction executed'), prepared)?.outcome).toBe(
      'memory',
    )
  })

  it('maps other traps to the signal a native program would get', () => {
    expect(classifyTrap(trace(3, 'wasm `unreachable` instruction executed'), prepared)).toMatchObject({
      outcome: 'signal',
      signal: 'SIGABRT',
    })
    expect(classifyTrap(trace(3, 'integer divide by zero'), prepared)?.signal).toBe('SIGFPE')
    expect(classifyTrap(trace(3, 'out of bounds memory access'), prepared)?.signal).toBe('SIGSEGV')
    expect(classifyTrap('plain error output', prepared)).toBeNull()
  })
})
