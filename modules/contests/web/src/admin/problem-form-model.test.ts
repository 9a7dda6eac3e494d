import { describe, expect, it } from 'vitest'

import { demoOwnCases, demoOwnProblem } from './admin-fixtures.ts'
import { emptyProblemForm, examplesText, fromProblem, toBody } from './problem-form-model.ts'

describe('the contest problem form', () => {
  it('makes a new problem’s body: contest-only by the server, placed under its display id', () => {
    const form = {
      ...emptyProblemForm('C'),
      problemId: ' P2000 ',
      title: 'Sum',
      examples: [
        { input: '1 2', output: '3' },
        { input: '', output: '' },
      ],
      cases: [{ input: '5 6', output: '11', score: '40' }],
    }
    expect(toBody(form, { cid: 5, type: 0 })).toEqual({
      problem: expect.objectContaining({
        problemId: 'P2000',
        title: 'Sum',
        examples: '<input>1 2</input><output>3</output>',
        type: 0,
        timeLimit: 1000,
        memoryLimit: 256,
        judgeMode: 'default',
      }),
      judgeMode: 'default',
      isUploadTestCase: false,
      samples: [{ input: '5 6', output: '11' }],
      cid: 5,
      displayId: 'C',
    })
    // OI cases carry their scores; a checker goes with a special judge.
    const oi = toBody({ ...form, judgeMode: 'spj', spjCode: 'int main(){}' }, { cid: 7, type: 1 })
    expect(oi['samples']).toEqual([{ input: '5 6', output: '11', score: 40 }])
    expect(oi['problem']).toMatchObject({
      type: 1,
      judgeMode: 'spj',
      spjCode: 'int main(){}',
      spjLanguage: 'C++',
    })
  })

  it('loads a stored problem and changes it by its id, its cases kept when they were uploaded', () => {
    const form = fromProblem(demoOwnProblem, demoOwnCases)
    expect(form.examples).toEqual([{ input: '1 2', output: '3' }])
    expect(form.cases).toEqual([
      { input: '1 1', output: '2', score: '0' },
      { input: '2 2', output: '4', score: '0' },
    ])
    const body = toBody(form, { cid: 5, type: 0 }, 11)
    expect(body['problem']).toMatchObject({ id: 11, problemId: 'P1000' })
    expect(body).not.toHaveProperty('displayId')
    const uploaded = fromProblem({ ...demoOwnProblem, isUploadCase: true }, demoOwnCases)
    expect(uploaded.cases).toEqual([])
    expect(toBody(uploaded, { cid: 5, type: 0 }, 11)).not.toHaveProperty('samples')
    expect(examplesText([{ input: 'a', output: 'b' }])).toBe('<input>a</input><output>b</output>')
  })
})
