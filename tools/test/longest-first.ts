// The order test files start in: within each group of projects (vitest.config.ts), the longest first,
// so that the group's last minutes are not one long file running alone while the other workers wait
// (vitest's own order puts a group's projects one after the other by name, and a fresh clone has no
// timings, so a long file of the last project started last: the judge group's golden suite and the
// browser group's remote-judge walk were each the tail of their group). A file's length is what
// durations.json says (seconds, from an earlier run: `node tools/test/record-durations.ts <report>`),
// else what vitest's cache measured here; a file known to neither runs after the known ones, larger
// files first.
import { readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join, relative } from 'node:path'

import { BaseSequencer, type TestSpecification } from 'vitest/node'

const root = join(import.meta.dirname, '..', '..')
const known = (
  JSON.parse(readFileSync(join(import.meta.dirname, 'durations.json'), 'utf8')) as {
    files: Record<string, number>
  }
).files

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = new Map<TestSpecification, number | undefined>()
    const sizes = new Map<TestSpecification, number>()
    await Promise.all(
      files.map(async (spec) => {
        const path = relative(root, spec.moduleId)
        const cached = this.ctx.cache.getTestSpecificationResult(spec)?.duration
        seconds.set(spec, known[path] ?? (cached === undefined ? undefined : cached / 1000))
        sizes.set(spec, (await stat(spec.moduleId).catch(() => ({ size: 0 }))).size)
      }),
    )
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder
      if (group !== 0) return group
      const sa = seconds.get(a)
      const sb = seconds.get(b)
      if (sa !== undefined && sb !== undefined) return sb - sa
      if (sa !== undefined) return -1
      if (sb !== undefined) return 1
      return (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0)
    })
  }
}
