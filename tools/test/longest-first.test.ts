import { join } from 'node:path'

import { describe, expect, it } from 'vitest'
import type { TestSpecification, Vitest } from 'vitest/node'

import { LongestFirst } from './longest-first.ts'

// The start order of test files: groups in their order, then the longest known file first across the
// group's projects (not project by project), then the files nobody timed, larger first.

const root = join(import.meta.dirname, '..', '..')
const spec = (path: string, project: string, groupOrder: number) =>
  ({
    moduleId: join(root, path),
    project: { name: project, config: { sequence: { groupOrder } } },
  }) as unknown as TestSpecification

const sequencer = (cached: Record<string, number> = {}) =>
  new LongestFirst({
    cache: {
      getTestSpecificationResult: (s: TestSpecification) => {
        const duration = cached[s.moduleId.slice(root.length + 1)]
        return duration === undefined ? undefined : { duration, failed: false }
      },
    },
  } as unknown as Vitest)

describe('longest-first order', () => {
  it('keeps the groups in order and, within one, starts the long file of a later project first', async () => {
    const files = [
      spec('platform/judge/src/judge/languages.test.ts', '@oj/platform-judge', 1),
      spec('tools/golden/golden.test.ts', '@oj/tools (judge)', 1),
      spec('tools/e2e/training.e2e.test.ts', '@oj/tools-e2e', 2),
      spec('tools/e2e/admin.e2e.test.ts', '@oj/tools-e2e', 2),
      spec('platform/server/src/bus/bus.test.ts', '@oj/platform-server', 0),
    ]
    const order = (await sequencer().sort(files)).map((s) => s.moduleId.slice(root.length + 1))
    expect(order).toEqual([
      'platform/server/src/bus/bus.test.ts',
      'tools/golden/golden.test.ts',
      'platform/judge/src/judge/languages.test.ts',
      'tools/e2e/admin.e2e.test.ts',
      'tools/e2e/training.e2e.test.ts',
    ])
  })

  it("takes vitest's own timing for a file durations.json does not know, and puts untimed files last", async () => {
    const files = [
      spec('tools/test/run.ts', '@oj/tools', 0),
      spec('tools/test/longest-first.ts', '@oj/tools', 0),
      spec('tools/access/role-table.test.ts', '@oj/tools', 0),
    ]
    const order = (await sequencer({ 'tools/test/longest-first.ts': 999_000 }).sort(files)).map((s) =>
      s.moduleId.slice(root.length + 1),
    )
    expect(order).toEqual([
      'tools/test/longest-first.ts',
      'tools/access/role-table.test.ts',
      'tools/test/run.ts',
    ])
  })
})
