import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'

import { SubmitJudgeInput, TestJudgeInput } from './submissions.schemas.ts'

const submit = Schema.decodeUnknownSync(SubmitJudgeInput)
const body = { language: 'C', code: 'int main() {}' }

describe('SubmitJudgeInput (HOJ SubmitJudgeDTO)', () => {
  it('takes the display id as a string, and null or 0 scopes as none', () => {
    expect(submit({ ...body, pid: ' P1000 ', cid: 0, tid: null, gid: '' })).toEqual({
      ...body,
      pid: 'P1000',
      cid: 0,
    })
    expect(submit({ ...body, pid: 'A', cid: '12' })).toEqual({ ...body, pid: 'A', cid: 12 })
  })

  it('refuses a numeric pid (HOJ sends the display id) and an empty one', () => {
    expect(() => submit({ ...body, pid: 1000 })).toThrow(/pid/)
    expect(() => submit({ ...body, pid: '  ' })).toThrow(/problems\.error\.problemIdRequired/)
  })
})

describe('TestJudgeInput (HOJ TestJudgeDTO)', () => {
  it('takes the numeric pid and HOJ’s type', () => {
    expect(
      Schema.decodeUnknownSync(TestJudgeInput)({ ...body, pid: '7', type: 'public', userInput: '1 2' }),
    ).toEqual({ ...body, pid: 7, type: 'public', userInput: '1 2' })
  })
})
