import { AwardType } from '@oj/contests-contract'
import { describe, expect, it } from 'vitest'

import { colorInputValue } from './award-editor.tsx'
import {
  addStar,
  type ContestFormValue,
  defaultSealChoice,
  emptyContestForm,
  formProblem,
  fromView,
  sealChoiceDisabled,
  toInput,
  withAwardType,
} from './contest-form-model.ts'

const filled: ContestFormValue = {
  ...emptyContestForm,
  title: 'Weekly',
  description: 'Rules',
  startTime: '2026-12-01T08:00',
  endTime: '2026-12-01T13:00',
}

describe('the contest form', () => {
  it.each([
    ['nothing', emptyContestForm, 'contests.admin.form.title'],
    ['a title only', { ...emptyContestForm, title: 'T' }, 'contests.admin.form.description'],
    ['no start', { ...filled, startTime: '' }, 'contests.admin.form.startTime'],
    ['no end', { ...filled, endTime: '' }, 'contests.admin.form.endTime'],
    ['a private contest without password', { ...filled, auth: 1 }, 'contests.admin.form.password'],
  ] as const)('reports the first missing field in the spec’s order: %s', (_n, v, field) => {
    expect(formProblem(v)).toEqual({ id: 'contests.admin.form.required', values: { field } })
  })

  it('checks the duration before the password', () => {
    expect(formProblem({ ...filled, auth: 2, endTime: '2026-12-01T07:00' })).toEqual({
      id: 'contests.admin.form.durationCheck',
    })
    expect(formProblem({ ...filled, auth: 2, pwd: 'x' })).toBeUndefined()
  })

  it('offers the seal options the duration allows, and picks a default', () => {
    expect(sealChoiceDisabled(0, 1799)).toBe(true)
    expect(sealChoiceDisabled(1, 3599)).toBe(true)
    expect(sealChoiceDisabled(1, 3600)).toBe(false)
    expect(sealChoiceDisabled(2, 10)).toBe(false)
    expect(defaultSealChoice(0, 5 * 3600)).toBe(1)
    expect(defaultSealChoice(1, 5 * 3600)).toBe(2)
    expect(defaultSealChoice(0, 1800)).toBe(2)
  })

  it('restores the default awards when awards are turned on with none', () => {
    const on = withAwardType(filled, AwardType.proportion)
    expect(on.awardConfigList.map((a) => [a.name, a.num])).toEqual([
      ['Gold', 10],
      ['Silver', 20],
      ['Bronze', 30],
    ])
    expect(formProblem({ ...on, awardConfigList: [{ ...on.awardConfigList[0]!, num: 101 }] })).toEqual({
      id: 'contests.admin.award.proportionCheck',
    })
  })

  it('trims star users, ignores empty ones and refuses duplicates', () => {
    const one = addStar(filled, ' bob ')
    if (one === 'duplicate') throw new Error('unexpected')
    expect(one.starAccount).toEqual(['bob'])
    expect(addStar(one, '   ')).toBe(one)
    expect(addStar(one, 'bob')).toBe('duplicate')
  })

  it('sends the seal time of the chosen option and the account rule as a tagged string', () => {
    const input = toInput({
      ...filled,
      sealRank: true,
      sealChoice: 0,
      openAccountLimit: true,
      accountRule: { prefix: 'team', suffix: '', start: '1', end: '30', extra: 'guest1\nguest2' },
    })
    expect(new Date(input.endTime!).getTime() - new Date(input.sealRankTime!).getTime()).toBe(1_800_000)
    expect(input.accountLimitRule).toBe(
      '<prefix>team</prefix><suffix></suffix><start>1</start><end>30</end><extra>guest1 guest2</extra>',
    )
    expect(input.duration).toBe(5 * 3600)
  })

  it('reads a stored contest back into the form, the seal option included', () => {
    const v = fromView({
      id: 3,
      uid: 'u',
      author: 'a',
      title: 'T',
      type: 0,
      description: 'D',
      source: 0,
      auth: 1,
      pwd: 'pw',
      startTime: '2026-12-01T08:00:00.000Z',
      endTime: '2026-12-01T13:00:00.000Z',
      duration: 18_000,
      sealRank: true,
      sealRankTime: '2026-12-01T12:30:00.000Z',
      autoRealRank: true,
      status: -1,
      visible: true,
      openPrint: false,
      openAccountLimit: true,
      accountLimitRule: '<prefix>t</prefix><suffix>x</suffix><start>1</start><end>9</end>',
      rankShowName: 'realname',
      openRank: false,
      oiRankScoreType: 'Recent',
      gid: null,
      awardType: 0,
      allowEndSubmit: false,
      gmtCreate: '',
      gmtModified: '',
      starAccount: ['s'],
      awardConfigList: [],
    })
    expect(v).toMatchObject({ id: 3, pwd: 'pw', sealChoice: 0, rankShowName: 'realname', starAccount: ['s'] })
    expect(v.accountRule).toEqual({ prefix: 't', suffix: 'x', start: '1', end: '9', extra: '' })
    expect(new Date(toInput(v).sealRankTime!).toISOString()).toBe('2026-12-01T12:30:00.000Z')
  })
})

describe('award colours', () => {
  it('gives colour inputs six-digit values', () => {
    expect(colorInputValue('#FFF', '#000000')).toBe('#ffffff')
    expect(colorInputValue('#e6bf25', '#000000')).toBe('#e6bf25')
    expect(colorInputValue('gold', '#000000')).toBe('#000000')
  })
})
