import { describe, expect, it } from 'vitest'

import { groupBaseOf, groupLinks, problemSectionPage, submissionSectionId } from './links.ts'

describe('a group’s problem and submission paths', () => {
  it('links under the group’s page', () => {
    const links = groupLinks(groupBaseOf('/group/7/problem'))
    expect(links.problem('ABC1')).toBe('/group/7/problem/ABC1')
    expect(links.submissions()).toBe('/group/7/status')
    expect(links.submissions('onlyMine=true')).toBe('/group/7/status?onlyMine=true')
    expect(links.submission(12, 'ABC1')).toBe('/group/7/status/12')
    expect(groupBaseOf('/group/7/status/')).toBe('/group/7')
  })

  it('reads what a path shows, the admin pages only for those who manage', () => {
    expect(problemSectionPage('', false)).toEqual({ kind: 'list' })
    expect(problemSectionPage('ABC%201', false)).toEqual({ kind: 'problem', displayId: 'ABC 1' })
    expect(problemSectionPage('admin', true)).toEqual({ kind: 'admin' })
    expect(problemSectionPage('admin', false)).toEqual({ kind: 'problem', displayId: 'admin' })
    expect(problemSectionPage('admin/create', true)).toEqual({ kind: 'create' })
    expect(problemSectionPage('admin/edit/12', true)).toEqual({ kind: 'edit', pid: 12 })
    expect(problemSectionPage('admin/edit/x', true)).toEqual({ kind: 'admin' })
    expect(problemSectionPage('50%', false)).toEqual({ kind: 'problem', displayId: '50%' })
    expect(submissionSectionId('')).toBe('list')
    expect(submissionSectionId('42')).toBe(42)
    expect(submissionSectionId('0')).toBe('bad')
    expect(submissionSectionId('x')).toBe('bad')
  })
})
