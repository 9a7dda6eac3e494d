import { JudgeStatus } from '@oj/sdk/judge'
import { describe, expect, it } from 'vitest'

import { compareOutput, removeEndBlanks } from './compare.ts'

const { accepted: AC, wrongAnswer: WA, presentationError: PE } = JudgeStatus

describe('compareOutput', () => {
  it.each([
    // output, answer, isRemoveEndBlank, expected
    ['3\n', '3\n', false, AC],
    ['3', '3\n', true, AC],
    ['3  \n\n\n', '3\n', true, AC],
    ['1 2 \t\r\n3\r\n', '1 2\n3\n', true, AC],
    ['3', '3\n', false, PE],
    ['1  2\n', '1 2\n', true, PE],
    ['1\n2\n', '1 2\n', true, PE],
    ['  3\n', '3\n', true, PE],
    ['4\n', '3\n', true, WA],
    ['', '3\n', true, WA],
    ['3\n4\n', '3\n', true, WA],
    ['12\n', '1 2\n', true, PE],
    ['', '', false, AC],
    ['\n\n', '', true, AC],
  ])('%j against %j (removeEndBlank %s)', (output, answer, removeEndBlank, expected) => {
    expect(compareOutput(output, answer, removeEndBlank)).toBe(expected)
  })
})

describe('removeEndBlanks', () => {
  it('keeps leading blanks and inner empty lines', () => {
    expect(removeEndBlanks('  a \n\n b\t\n\n')).toBe('  a\n\n b')
  })
})
