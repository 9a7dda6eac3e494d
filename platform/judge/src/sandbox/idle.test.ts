// A sleeping program is seen idle (RunningProgram.idle) half a second (its CPU limit when less)
// after it starts, so the judge can run the next case in its slot instead of waiting for its wall
// limit; a computing one never is. Cold and warm runs alike.
import { afterAll, describe, expect, it } from 'vitest'

import { openTestRunner, runModes, workspace } from './test-kit.ts'

const ws = workspace()
const opened = await openTestRunner()
const modes = runModes(opened)
afterAll(async () => {
  for (const [, runner] of modes) if (runner !== opened) await runner.close()
  await opened?.close()
  ws.dispose()
})

const limits = { cpuMs: 300, wallMs: 1500 }
const state = (idle: Promise<void> | undefined, result: Promise<unknown>) =>
  Promise.race([idle?.then(() => 'idle' as const), result.then(() => 'ended' as const)])

describe.skipIf(!opened).each(modes)('idle programs (%s)', (_mode, runner) => {
  it(
    'tells a sleeper idle once its CPU limit’s worth of wall time went by',
    { timeout: 20_000 },
    async () => {
      const dir = ws.compileC('sleeper', '#include <unistd.h>\nint main(void) { sleep(100); return 0; }')
      const started = performance.now()
      const program = runner.spawn(ws.spec(dir, { limits }))
      expect(await state(program.idle, program.result)).toBe('idle')
      const after = performance.now() - started
      expect(after).toBeGreaterThanOrEqual(limits.cpuMs - 20)
      expect(after).toBeLessThan(limits.wallMs)
      expect(await program.result).toMatchObject({ outcome: 'time' })
    },
  )

  it('never tells a computing program idle', { timeout: 20_000 }, async () => {
    const dir = ws.compileC('spinner', 'int main(void) { volatile unsigned long x = 0; for (;;) x++; }')
    const program = runner.spawn(ws.spec(dir, { limits }))
    expect(await state(program.idle, program.result)).toBe('ended')
    expect(await program.result).toMatchObject({ outcome: 'time' })
  })
})
