import { describe, expect, it } from 'vitest'

import { fpsLanguage, fpsLimit } from './fps.ts'
import { fpsChecker } from './fps-adapter.ts'
import { hydroMemory, hydroSamples, hydroTime } from './hydro.ts'
import { polygonLanguage, testPath } from './polygon.ts'
import { qdojLanguage } from './qduoj.ts'

// The sources' small readings of other judges' conventions, by table.

describe('package conventions', () => {
  it('reads FPS limits in their units, and its language names', () => {
    expect(fpsLimit('time', '1.5', 's')).toBe(1500)
    expect(fpsLimit('time', '800', 'ms')).toBe(800)
    expect(fpsLimit('time', '2', undefined)).toBe(2000)
    expect(fpsLimit('memory', '65536', 'kb')).toBe(64)
    expect(fpsLimit('memory', '128', 'mb')).toBe(128)
    expect(fpsLimit('memory', 'x', 'mb')).toBeUndefined()
    expect(fpsLanguage('C++')).toBe('C++')
    expect(fpsLanguage('Python')).toBe('Python3')
  })

  it('wraps a HUSTOJ special judge, and keeps a testlib checker as it is', () => {
    const wrapped = fpsChecker('int main(){return 0;}')
    expect(wrapped.code).toContain('#include "fps_spj.cc"')
    expect(wrapped.files).toEqual({ 'fps_spj.cc': 'int main(){return 0;}' })
    expect(fpsChecker('#include "testlib.h"\nint main(){}')).toEqual({
      code: '#include "testlib.h"\nint main(){}',
      language: 'C++',
    })
  })

  it('reads Hydro limits and statement samples', () => {
    expect([hydroTime('1s'), hydroTime('1500ms'), hydroTime('0.5s'), hydroTime(undefined)]).toEqual([
      1000,
      1500,
      500,
      undefined,
    ])
    expect([hydroMemory('256m'), hydroMemory('256MB'), hydroMemory('1g'), hydroMemory('512k')]).toEqual([
      256, 256, 1024, 1,
    ])
    const { examples, description } = hydroSamples('Text\n\n```input1\n1 2\n```\n\n```output1\n3\n```\n')
    expect(examples).toBe('<input>1 2</input><output>3</output>')
    expect(description).toBe('Text')
  })

  it('reads Polygon test paths and source types, and QDUOJ language names', () => {
    expect(testPath('tests/%02d', 3)).toBe('tests/03')
    expect(testPath('tests/%d.a', 12)).toBe('tests/12.a')
    expect(polygonLanguage('cpp.g++17')).toBe('C++ 17')
    expect(polygonLanguage('cpp.g++')).toBe('C++')
    expect(polygonLanguage('c.gcc')).toBe('C')
    expect(qdojLanguage('JavaScript')).toBe('JavaScript Node')
  })
})
