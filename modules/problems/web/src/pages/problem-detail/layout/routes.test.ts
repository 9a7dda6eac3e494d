import { describe, expect, it } from 'vitest'

import { contextFromParams } from '../context.ts'
import {
  contextBase,
  detailRequest,
  discussionPath,
  focusAllowed,
  isFocusPath,
  problemPath,
  stripRequest,
  submissionDetailPath,
  submissionListPath,
  submissionListRequest,
} from './routes.ts'

const none = contextFromParams({})
const contest = contextFromParams({ contestID: '7' })
const training = contextFromParams({ trainingID: '4' })
const group = contextFromParams({ groupID: '3' })
const groupTraining = contextFromParams({ groupID: '3', trainingID: '4' })
const open = { openPublicDiscussion: true, openGroupDiscussion: true }

describe('context → problem call', () => {
  it('asks a contest for its copy by display id, a group with gid, else the problem', () => {
    expect(detailRequest(contest, 'A')).toEqual({
      path: '/get-contest-problem-details',
      query: { cid: 7, displayId: 'A' },
    })
    expect(detailRequest(group, 'P1')).toEqual({
      path: '/get-problem-detail',
      query: { problemId: 'P1', gid: 3 },
    })
    expect(detailRequest(training, 'P1')).toEqual({ path: '/get-problem-detail', query: { problemId: 'P1' } })
    expect(detailRequest(none, 'P1')).toEqual({ path: '/get-problem-detail', query: { problemId: 'P1' } })
  })
  it('ignores malformed ids in the route', () => {
    expect(detailRequest(contextFromParams({ contestID: '0x7' }), 'A').path).toBe('/get-problem-detail')
  })
})

describe('context → submission calls and strip', () => {
  it('lists a contest from /contest-submissions and a group with gid', () => {
    expect(submissionListRequest(contest, { onlyMine: true })).toEqual({
      path: '/contest-submissions',
      query: { onlyMine: true, contestID: 7, beforeContestSubmit: false },
    })
    expect(submissionListRequest(group, { currentPage: 2 })).toEqual({
      path: '/get-submission-list',
      query: { currentPage: 2, gid: 3 },
    })
    expect(submissionListRequest(none, { currentPage: 1 })).toEqual({
      path: '/get-submission-list',
      query: { currentPage: 1 },
    })
  })
  it('asks the strip of a contest (cid) or a training (tid) only', () => {
    expect(stripRequest(contest)).toEqual({ path: '/get-full-screen-problem-list', query: { cid: 7 } })
    expect(stripRequest(groupTraining)).toEqual({ path: '/get-full-screen-problem-list', query: { tid: 4 } })
    expect(stripRequest(group)).toBeUndefined()
    expect(stripRequest(none)).toBeUndefined()
    expect([contest, training, group, none].map(focusAllowed)).toEqual([true, true, false, false])
  })
})

describe('context → links', () => {
  it('keeps the context in problem pages and their focus mode', () => {
    expect(contextBase(groupTraining)).toBe('/group/3/training/4')
    expect(problemPath(contest, 'A')).toBe('/contest/7/problem/A')
    expect(problemPath(contest, 'A', true)).toBe('/contest/7/problem/A/full-screen')
    expect(problemPath(groupTraining, 'P 1', true)).toBe('/group/3/training/4/problem/P%201/full-screen')
    expect(problemPath(group, 'P1', true)).toBe('/group/3/problem/P1')
    expect(problemPath(none, 'P1', true)).toBe('/problem/P1')
    expect(isFocusPath('/contest/7/problem/A/full-screen')).toBe(true)
    expect(isFocusPath('/contest/7/problem/full-screen-x')).toBe(false)
  })
  it('keeps the context in submission pages', () => {
    expect(submissionDetailPath(contest, 12, 'A')).toBe('/contest/7/problem/A/submission-detail/12')
    expect(submissionDetailPath(group, 12, 'P1')).toBe('/group/3/submission-detail/12')
    expect(submissionDetailPath(none, 12, 'P1')).toBe('/submission-detail/12')
    expect(submissionListPath(contest, 'onlyMine=true')).toBe('/contest/7/submissions?onlyMine=true')
    expect(submissionListPath(group)).toBe('/group/3/status')
    expect(submissionListPath(none)).toBe('/status')
  })
  it('offers discussion per the site config, never in contests', () => {
    expect(discussionPath(none, 'P1', null, open)).toBe('/discussion/P1')
    expect(discussionPath(none, 'P1', null, { ...open, openPublicDiscussion: false })).toBeUndefined()
    expect(discussionPath(group, 'P1', null, open)).toBe('/group/3/discussion/P1')
    expect(discussionPath(none, 'P1', 5, open)).toBe('/group/5/discussion/P1')
    expect(discussionPath(group, 'P1', null, { ...open, openGroupDiscussion: false })).toBeUndefined()
    expect(discussionPath(contest, 'A', null, open)).toBeUndefined()
    expect(discussionPath(none, 'P1', null, undefined)).toBeUndefined()
  })
})
