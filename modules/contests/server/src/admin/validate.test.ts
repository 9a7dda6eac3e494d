import type { AdminContestInput } from '@oj/contests-contract'
import { describe, expect, it } from 'vitest'

import type { ContestRow } from '../contest/policy.ts'
import { changesBoard, checkContest } from './validate.ts'

// The contest form's checks in spec 3 §5's order: the first failing one is the one reported.

const valid: AdminContestInput = {
  title: '  Weekly  ',
  description: 'Rules',
  startTime: '2026-12-01T08:00:00.000Z',
  endTime: '2026-12-01T13:00:00.000Z',
  duration: 18_000,
  auth: 1,
  pwd: 'secret',
}

const msgOf = (input: AdminContestInput, stored?: ContestRow) => {
  const r = checkContest(input, stored)
  return 'error' in r ? r.error.msgId : 'ok'
}

describe('checkContest', () => {
  it.each([
    ['everything missing: the title first', {}, 'contests.error.titleRequired'],
    ['a blank title', { ...valid, title: '   ' }, 'contests.error.titleRequired'],
    ['no description (and no times)', { title: 'T' }, 'contests.error.descriptionRequired'],
    ['no start (and no end)', { title: 'T', description: 'D' }, 'contests.error.startRequired'],
    ['no end', { ...valid, endTime: null }, 'contests.error.endRequired'],
    ['an unreadable time', { ...valid, startTime: 'tomorrow' }, 'contests.error.badTime'],
    ['end before start', { ...valid, endTime: '2026-12-01T07:00:00Z' }, 'contests.error.durationCheck'],
    ['end equal to start', { ...valid, endTime: valid.startTime }, 'contests.error.durationCheck'],
    ['duration 0 sent', { ...valid, duration: 0 }, 'contests.error.durationCheck'],
    ['private without password', { ...valid, pwd: '' }, 'contests.error.pwdRequired'],
    ['protected without password', { ...valid, auth: 2, pwd: null }, 'contests.error.pwdRequired'],
    ['duration before password', { ...valid, pwd: '', duration: -1 }, 'contests.error.durationCheck'],
    ['public without password', { ...valid, auth: 0, pwd: '' }, 'ok'],
    ['seal without time', { ...valid, sealRank: true }, 'contests.error.sealTimeRequired'],
    [
      'seal after the end',
      { ...valid, sealRank: true, sealRankTime: '2026-12-01T14:00:00Z' },
      'contests.error.sealTimeRange',
    ],
    ['duplicate star', { ...valid, starAccount: ['a', ' a '] }, 'contests.error.starDuplicate'],
    [
      'award without name',
      {
        ...valid,
        awardType: 2,
        awardConfigList: [{ priority: 1, name: ' ', background: '', color: '', num: 3 }],
      },
      'contests.error.awardNameRequired',
    ],
    [
      'award of 0',
      {
        ...valid,
        awardType: 2,
        awardConfigList: [{ priority: 1, name: 'G', background: '', color: '', num: 0 }],
      },
      'contests.error.awardNum',
    ],
    [
      'proportions over 100',
      {
        ...valid,
        awardType: 1,
        awardConfigList: [
          { priority: 1, name: 'G', background: '', color: '', num: 60 },
          { priority: 2, name: 'S', background: '', color: '', num: 50 },
        ],
      },
      'contests.error.awardProportion',
    ],
    [
      'account limit without rule',
      { ...valid, openAccountLimit: true },
      'contests.error.accountRuleRequired',
    ],
    [
      'account limit bad rule',
      { ...valid, openAccountLimit: true, accountLimitRule: 'team1-9' },
      'contests.error.accountRuleBad',
    ],
    [
      'account limit end below start',
      {
        ...valid,
        openAccountLimit: true,
        accountLimitRule: '<prefix>t</prefix><suffix></suffix><start>9</start><end>1</end>',
      },
      'contests.error.accountRuleRange',
    ],
  ] as Array<[string, AdminContestInput, string]>)('%s', (_name, input, expected) => {
    expect(msgOf(input)).toBe(expected)
  })

  it('answers the fields to store: title trimmed, stars trimmed without blanks, awards by priority', () => {
    const r = checkContest({
      ...valid,
      starAccount: [' bob ', '', 'carol'],
      awardType: 2,
      awardConfigList: [
        { priority: 2, name: 'Silver', background: '#ccc', color: '#000', num: 2 },
        { priority: 1, name: 'Gold', background: '#fc0', color: '#fff', num: 1 },
      ],
    })
    if (!('ok' in r)) throw new Error(r.error.message)
    expect(r.ok.title).toBe('Weekly')
    expect(r.ok.starAccount).toEqual(['bob', 'carol'])
    expect(r.ok.awardConfig.map((a) => a.name)).toEqual(['Gold', 'Silver'])
    expect(r.ok.startTime.toISOString()).toBe('2026-12-01T08:00:00.000Z')
  })

  it('reads a time without a zone as HOJ’s server time (GMT+8)', () => {
    const r = checkContest({ ...valid, startTime: '2026-12-01 16:00:00', endTime: '2026-12-01T21:00' })
    if (!('ok' in r)) throw new Error(r.error.message)
    expect(r.ok.startTime.toISOString()).toBe('2026-12-01T08:00:00.000Z')
    expect(r.ok.endTime.toISOString()).toBe('2026-12-01T13:00:00.000Z')
  })

  it('gives the default gold, silver and bronze (10/20/30 %) when awards are on without a list', () => {
    const r = checkContest({ ...valid, awardType: 1 })
    if (!('ok' in r)) throw new Error(r.error.message)
    expect(r.ok.awardConfig.map((a) => [a.name, a.num])).toEqual([
      ['Gold', 10],
      ['Silver', 20],
      ['Bronze', 30],
    ])
  })

  const stored = (): ContestRow => {
    const r = checkContest(valid)
    if (!('ok' in r)) throw new Error('fixture')
    return {
      ...r.ok,
      id: 7,
      uid: 'u',
      author: 'a',
      gid: null,
      gmtCreate: new Date(),
      gmtModified: new Date(),
    } as ContestRow
  }

  it('checks an edit over the stored contest: null keeps, blank refuses, the rule is locked', () => {
    const row = stored()
    expect(msgOf({ id: 7, title: null }, row)).toBe('ok')
    expect(msgOf({ id: 7, description: '' }, row)).toBe('contests.error.descriptionRequired')
    expect(msgOf({ id: 7, type: 1 }, row)).toBe('contests.error.typeLocked')
    expect(msgOf({ id: 7, auth: 0, pwd: '' }, row)).toBe('ok')
  })

  it('sees which edits change the board', () => {
    const row = stored()
    const edit = (input: AdminContestInput) => {
      const r = checkContest(input, row)
      if (!('ok' in r)) throw new Error(r.error.message)
      return changesBoard(row, r.ok)
    }
    expect(edit({ title: 'Renamed' })).toBe(false)
    expect(edit({ starAccount: ['bob'] })).toBe(true)
    expect(edit({ endTime: '2026-12-01T14:00:00Z' })).toBe(true)
    expect(edit({ sealRank: true, sealRankTime: '2026-12-01T12:00:00Z' })).toBe(true)
    expect(edit({ awardType: 1 })).toBe(true)
  })
})
