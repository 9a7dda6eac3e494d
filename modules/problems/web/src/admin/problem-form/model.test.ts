import { describe, expect, it } from 'vitest'

import { bankPageOf } from '../admin-section.tsx'
import {
  addTag,
  authOptions,
  caseModesFor,
  checkForm,
  emptyForm,
  type FormContext,
  type ProblemFormState,
  setChecker,
  setType,
  splitHundred,
  toBody,
  uploadedCases,
} from './model.ts'

const bank: FormContext = { kind: 'bank', mayPublish: true }
const contest: FormContext = { kind: 'contest', contestType: 1, mayPublish: false }

/** A form that passes every check, to break one rule at a time. */
const valid = (): ProblemFormState => ({
  ...emptyForm(bank, ['C', 'C++']),
  problemId: 'P2000',
  title: 'Sum',
  input: 'in',
  output: 'out',
  isUploadCase: false,
  cases: [{ input: '1 2', output: '3', score: '', groupNum: '' }],
})

describe('the transitions of spec 3 §4', () => {
  it('splits 100 points over the cases on OI, the remainder on the last', () => {
    expect(splitHundred(3)).toEqual([33, 33, 34])
    expect(splitHundred(7)).toEqual([14, 14, 14, 14, 14, 15, 15])
    expect(splitHundred(1)).toEqual([100])
    expect(splitHundred(0)).toEqual([])
    const four = {
      ...valid(),
      cases: Array.from({ length: 3 }, () => ({ input: 'a', output: 'b', score: '', groupNum: '' })),
    }
    expect(setType(four, 1).cases.map((c) => c.score)).toEqual(['33', '33', '34'])
  })

  it('resets the checker’s compiled flag when its code or language changes', () => {
    const compiled = { ...valid(), judgeMode: 'spj' as const, spjCode: 'x', spjCompileOk: true }
    expect(setChecker(compiled, { spjCode: 'y' }).spjCompileOk).toBe(false)
    expect(setChecker(compiled, { spjLanguage: 'C++' }).spjCompileOk).toBe(false)
  })

  it('offers contest-only only in a contest, public to publishers, and case modes by type', () => {
    expect(authOptions(bank).map((o) => o.disabled)).toEqual([false, false, true])
    expect(authOptions({ kind: 'training', mayPublish: false }).map((o) => o.disabled)).toEqual([
      true,
      false,
      true,
    ])
    expect(authOptions(contest)[2]?.disabled).toBe(false)
    expect(emptyForm(contest, ['C'])).toMatchObject({ auth: 3, type: 1 })
    expect(caseModesFor(1)).toEqual(['default', 'subtask_lowest', 'subtask_average'])
    expect(caseModesFor(0)).toEqual(['default', 'ergodic_without_error'])
  })

  it('takes an upload’s files with OI scores and a dash for a missing answer', () => {
    const oi = { ...valid(), type: 1 }
    const next = uploadedCases(
      oi,
      [
        { input: '1.in', output: '1.out' },
        { input: '2.in', output: '' },
      ],
      'dir-1',
    )
    expect(next.uploaded.map((c) => [c.input, c.output, c.score])).toEqual([
      ['1.in', '1.out', '50'],
      ['2.in', '-', '50'],
    ])
    expect(next).toMatchObject({ uploadDir: 'dir-1', testCaseUploaded: true })
  })

  it('refuses a tag twice, without regard to case', () => {
    const once = addTag(valid(), 'DP').state
    expect(addTag(once, 'dp')).toMatchObject({ duplicate: true })
    expect(once.tags).toEqual(['DP'])
  })
})

describe('the save checks of spec 3 §5, in their order', () => {
  const check = (
    patch: Partial<ProblemFormState>,
    context = bank,
    place?: { displayId: string; displayTitle: string },
  ) => checkForm({ ...valid(), ...patch }, context, place)?.id

  it('passes a complete form', () => expect(check({})).toBeUndefined())
  it.each([
    ['display id', { problemId: ' ' }, 'problems.admin.form.check.problemId'],
    ['file IO names', { isFileIO: true, ioReadFileName: 'a' }, 'problems.admin.form.check.fileIO'],
    ['an upload', { isUploadCase: true, testCaseUploaded: false }, 'problems.admin.form.check.samples'],
    [
      'an OI score',
      { type: 1, cases: [{ input: '1', output: '1', score: 'x', groupNum: '' }] },
      'problems.admin.form.check.scoreInt',
    ],
    [
      'a non-negative score',
      { type: 1, cases: [{ input: '1', output: '1', score: '-1', groupNum: '' }] },
      'problems.admin.form.check.scoreMin',
    ],
    [
      'a group number',
      {
        type: 1,
        judgeCaseMode: 'subtask_lowest' as const,
        cases: [{ input: '1', output: '1', score: '5', groupNum: '' }],
      },
      'problems.admin.form.check.group',
    ],
    ['a case', { cases: [] }, 'problems.admin.form.check.samples'],
    [
      'a case’s input or output',
      { cases: [{ input: '', output: '', score: '', groupNum: '' }] },
      'problems.admin.form.check.caseEmpty',
    ],
    ['checker code', { judgeMode: 'spj' as const, spjCode: '' }, 'problems.admin.form.check.spjCode'],
    [
      'a compiled checker',
      { judgeMode: 'spj' as const, spjCode: 'int main(){}' },
      'problems.admin.form.check.spjCompile',
    ],
    ['a language', { languages: [] }, 'problems.admin.form.check.language'],
    [
      'template code',
      { templates: { C: { code: ' ', status: true } } },
      'problems.admin.form.check.template',
    ],
  ] as const)('needs %s', (_, patch, id) => expect(check(patch)).toBe(id))

  it('checks the contest’s display id and title after the display id', () => {
    expect(check({}, contest, { displayId: '', displayTitle: 'x' })).toBe(
      'problems.admin.form.check.displayId',
    )
    expect(check({ problemId: '' }, contest, { displayId: '', displayTitle: '' })).toBe(
      'problems.admin.form.check.problemId',
    )
    expect(check({}, contest, { displayId: 'A', displayTitle: '' })).toBe(
      'problems.admin.form.check.displayTitle',
    )
  })

  it('accepts a compiled checker, and an unchanged stored one', () => {
    expect(check({ judgeMode: 'spj', spjCode: 'x', spjCompileOk: true })).toBeUndefined()
    expect(
      check({ judgeMode: 'spj', spjCode: 'x', spjLanguage: 'C', spjRecord: { code: 'x', language: 'C' } }),
    ).toBeUndefined()
  })
})

describe('the body of POST/PUT /admin/problem', () => {
  it('sends typed-in cases, tags, languages and checked templates, flagging a changed checker', () => {
    const body = toBody({
      ...valid(),
      type: 1,
      cases: [{ input: '1 2', output: '3', score: '100', groupNum: '' }],
      tags: ['Math'],
      templates: { C: { code: '// c', status: true }, 'C++': { code: '// off', status: false } },
      judgeMode: 'spj',
      spjCode: 'chk',
    })
    expect(body).toMatchObject({
      problem: { problemId: 'P2000', type: 1, judgeMode: 'spj', spjCode: 'chk', isUploadCase: false },
      isUploadTestCase: false,
      samples: [{ input: '1 2', output: '3', score: 100 }],
      tags: ['Math'],
      languages: ['C', 'C++'],
      codeTemplates: [{ language: 'C', code: '// c', status: true }],
      changeModeCode: true,
    })
  })

  it('sends a new upload by its id, and stored uploaded cases by name to rescore them', () => {
    const fresh = uploadedCases(
      { ...valid(), isUploadCase: true },
      [{ input: '1.in', output: '1.out' }],
      'd1',
    )
    expect(toBody(fresh)).toMatchObject({
      isUploadTestCase: true,
      uploadTestcaseDir: 'd1',
      samples: [{ input: '1.in' }],
    })
    const stored = { ...fresh, uploadDir: undefined, id: 4 }
    const body = toBody(stored)
    expect(body).toMatchObject({
      isUploadTestCase: true,
      samples: [{ input: '1.in', output: '1.out' }],
      problem: { id: 4 },
    })
    expect(body).not.toHaveProperty('uploadTestcaseDir')
  })
})

describe('the admin routes', () => {
  it('maps HOJ’s admin paths to the bank’s pages', () => {
    expect(bankPageOf('problems')).toEqual({ kind: 'list' })
    expect(bankPageOf('problem')).toEqual({ kind: 'create' })
    expect(bankPageOf('problem/create')).toEqual({ kind: 'create' })
    expect(bankPageOf('problem/edit/12')).toEqual({ kind: 'edit', pid: 12 })
    expect(bankPageOf('problem/tag')).toEqual({ kind: 'tags' })
    expect(bankPageOf('problem/batch-operation')).toEqual({ kind: 'transfer' })
    expect(bankPageOf('problem/edit/x')).toBeUndefined()
    expect(bankPageOf('contest')).toBeUndefined()
  })
})
