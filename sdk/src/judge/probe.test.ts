import { describe, expect, it } from 'vitest'

import { probe } from './probe.ts'

describe('probe(): one toolchain check for every language plugin', () => {
  it.each([
    ['a command that answers', { command: ['/bin/sh', '-c', 'echo "tool 1.2"; echo more'] }, 'tool 1.2'],
    [
      'a version read from what it printed',
      {
        command: ['/bin/sh', '-c', 'echo clang version 19.1.7'],
        version: (p: string) => p.trim().split(' ')[2] ?? '',
      },
      '19.1.7',
    ],
    ['stderr counts too', { command: ['/bin/sh', '-c', 'echo javac 17 >&2'] }, 'javac 17'],
    ['files only', { files: ['/bin/sh'], version: () => 'sh' }, 'sh'],
  ])('%s: available', async (_, spec, version) => {
    expect(await probe(spec)()).toEqual({ available: true, version })
  })

  it.each([
    [
      'a missing command',
      { command: ['/no/such/tool', '--version'], hint: 'apt-get install tool' },
      /no\/such\/tool --version failed: .*\(apt-get install tool\)$/,
    ],
    ['a failing command', { command: ['/bin/sh', '-c', 'exit 3'] }, /failed/],
    ['a missing file', { files: ['/no/such/sysroot.a'] }, /\/no\/such\/sysroot.a is missing/],
    [
      'outside the bound folders',
      { command: ['/bin/sh', '-c', 'true'], within: '/nowhere/' },
      /outside \/nowhere\//,
    ],
    [
      'refused by its check',
      {
        command: ['/bin/sh', '-c', 'echo 3.11'],
        check: (p: string) => (p.startsWith('2.') ? null : `Python ${p.trim()}, not 2`),
      },
      /Python 3.11, not 2/,
    ],
  ])('%s: unavailable with the reason', async (_, spec, reason) => {
    const answer = await probe(spec)()
    expect(answer.available).toBe(false)
    expect(answer.available ? '' : answer.reason).toMatch(reason)
  })

  it('asks once', async () => {
    let asked = 0
    const available = probe({ files: [], check: () => (asked++, null), version: () => 'v' })
    await Promise.all([available(), available()])
    await available()
    expect(asked).toBe(1)
  })
})
