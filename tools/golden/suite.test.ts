// The suite's own rules, checked without a server: names parse, each file's first comment line
// states the same verdict as its name, and the coverage the issue asks for is there.
import { describe, expect, it } from 'vitest'

import { loadSuite, parseSolutionName } from './suite.ts'

const suite = loadSuite()
const solutions = suite.flatMap((p) => p.solutions.map((s) => ({ problem: p.name, ...s })))

describe('the golden suite files', () => {
  it('parses names into verdict, score and language', () => {
    expect(parseSolutionName('PA-40.half.cpp')).toEqual({ verdict: 'PA', score: 40, language: 'C++' })
    expect(parseSolutionName('AC.sum.cpp17.cpp').language).toBe('C++ 17')
    expect(parseSolutionName('AC.sum.wasi.c').language).toBe('C (WASI)')
    expect(() => parseSolutionName('PA.no-score.c')).toThrow(/PA-<score>/)
    expect(() => parseSolutionName('XX.what.c')).toThrow(/VERDICT/)
    expect(() => parseSolutionName('AC.sum.rs')).toThrow(/no language/)
  })

  it('states each expectation in the first comment line, matching the name', () => {
    const wrong = solutions.filter((s) => {
      const said = /^(?:\/\/|#) expect (AC|WA|PE|CE|TLE|MLE|RE|SE|PA)\b(?: (\d+))?/.exec(s.expectation)
      return !said || said[1] !== s.verdict || (said[2] !== undefined && Number(said[2]) !== s.score)
    })
    expect(wrong.map((s) => `${s.problem}/${s.file}: ${s.expectation}`)).toEqual([])
  })

  it('has A+B with AC and WA in every language and each other verdict in two or more', () => {
    const aplusb = solutions.filter((s) => s.problem === 'aplusb')
    const languages = new Set(aplusb.map((s) => s.language))
    expect(languages.size).toBeGreaterThanOrEqual(13)
    for (const language of languages)
      for (const verdict of ['AC', 'WA'])
        expect(
          aplusb.some((s) => s.language === language && s.verdict === verdict),
          `${language} ${verdict}`,
        ).toBe(true)
    for (const verdict of ['PE', 'TLE', 'MLE', 'RE', 'CE']) {
      const spread = new Set(aplusb.filter((s) => s.verdict === verdict).map((s) => s.language))
      expect(spread.size, verdict).toBeGreaterThanOrEqual(2)
    }
    expect(suite.find((p) => p.name === 'aplusb')?.data).toHaveLength(10)
  })

  it('keeps the work moderate (about 60-90 submissions)', () => {
    expect(solutions.length).toBeGreaterThanOrEqual(60)
    expect(solutions.length).toBeLessThanOrEqual(92)
  })
})
