import type { ModuleDescriptor } from '@oj/sdk/web'
import { describe, expect, it } from 'vitest'

import type { NavViewer } from '../nav.ts'
import { FAKE_CONTESTS, FAKE_GROUPS, FAKE_MODULES, FAKE_SITE, FAKE_TRAINING } from './fake-site.tsx'
import { activeTab, type BarMode, modeOf, modeTabs, withTabStates } from './modes.ts'

const visitor: NavViewer = { loggedIn: false, roles: [], site: { ...FAKE_SITE, openContestComment: false } }
const user: NavViewer = { loggedIn: true, roles: ['default_user'], site: FAKE_SITE }
const admin: NavViewer = { loggedIn: true, roles: ['admin'], site: FAKE_SITE }
const BAD_LABEL = { 'zh-CN': '坏', en: 'Bad' }
const root: NavViewer = { loggedIn: true, roles: ['root'], site: FAKE_SITE }

const describeMode = (mode: BarMode) =>
  mode.kind === 'default' ? 'default' : `${mode.area.id} ${mode.id} ${mode.base}`

describe('modeOf', () => {
  it.each([
    ['/', 'default'],
    ['/home', 'default'],
    ['/problem/1001', 'default'],
    ['/training', 'default'],
    ['/training/', 'default'],
    ['/training/3', 'training 3 /training/3'],
    ['/training/3/problem/P1000', 'training 3 /training/3'],
    ['/contest', 'default'],
    ['/contest/acm-scoreboard/7', 'default'],
    ['/contest/oi-scoreboard', 'default'],
    ['/contest/7', 'contest 7 /contest/7'],
    ['/contest/7/problem/A/submission-detail/99', 'contest 7 /contest/7'],
    ['/group/5/training/2/rank', 'group 5 /group/5'],
    ['/trainings/3', 'default'],
  ])('%s → %s', (path, expected) => {
    expect(describeMode(modeOf(path, FAKE_MODULES))).toBe(expected)
  })

  it('knows no area without a module declaring it', () => {
    expect(modeOf('/contest/7', [FAKE_TRAINING]).kind).toBe('default')
    expect(modeOf('/contest/7', []).kind).toBe('default')
  })

  it('keeps an odd id inside its own path segment', () => {
    const mode = modeOf('/contest/a%2Fb/rank', FAKE_MODULES)
    expect(mode.kind === 'area' && [mode.id, mode.base]).toEqual(['a/b', '/contest/a%2Fb'])
    expect(modeTabs(mode, visitor)[1]?.to).toBe('/contest/a%2Fb/problems')
  })

  it('names the area by the nav entry leading to its prefix, else by nothing', () => {
    const contest = modeOf('/contest/7', FAKE_MODULES)
    expect(contest.kind === 'area' && contest.name).toEqual({ 'zh-CN': '比赛', en: 'Contest' })
    const group = modeOf('/group/5', FAKE_MODULES)
    expect(group.kind === 'area' && group.name).toBeUndefined()
  })

  it('prefers the longer prefix when two areas claim a path', () => {
    const nested: ModuleDescriptor = {
      ...FAKE_GROUPS,
      id: 'group-contests',
      areas: [{ id: 'group-contest', prefix: '/group/contest', tabs: [] }],
    }
    expect(describeMode(modeOf('/group/contest/9', [FAKE_GROUPS, nested]))).toBe(
      'group-contest 9 /group/contest/9',
    )
    expect(describeMode(modeOf('/group/contest/9', [nested, FAKE_GROUPS]))).toBe(
      'group-contest 9 /group/contest/9',
    )
  })
})

describe('modeTabs', () => {
  const contest = modeOf('/contest/7', [FAKE_CONTESTS])

  it('has no tabs in default mode', () => {
    expect(modeTabs({ kind: 'default' }, root)).toEqual([])
  })

  it("links the area's tabs under its base, in the descriptor's order", () => {
    expect(modeTabs(contest, root).map((t) => t.to)).toEqual([
      '/contest/7',
      '/contest/7/problems',
      '/contest/7/submissions',
      '/contest/7/rank',
      '/contest/7/comment',
      '/contest/7/ac-info',
      '/contest/7/rejudge',
    ])
    expect(modeTabs(contest, root)[3]?.label).toEqual({ 'zh-CN': '排名', en: 'Rank' })
  })

  it('hides the tabs a viewer may not see: roles, login and site switches', () => {
    const ids = (viewer: NavViewer) => modeTabs(contest, viewer).map((t) => t.id)
    expect(ids(visitor)).toEqual(['overview', 'problems', 'submissions', 'rank'])
    expect(ids(user)).toEqual(['overview', 'problems', 'submissions', 'rank', 'comment'])
    expect(ids(admin)).toContain('ac-info')
    expect(ids(admin)).not.toContain('rejudge')
    expect(ids(root)).toContain('rejudge')
    // A role without the login is no admin: the rule asks for both.
    expect(ids({ loggedIn: false, roles: ['root'], site: FAKE_SITE })).not.toContain('ac-info')
    const group = modeOf('/group/5', FAKE_MODULES)
    expect(modeTabs(group, user).map((t) => t.id)).toContain('discussion')
    expect(
      modeTabs(group, { ...user, site: { ...FAKE_SITE, openGroupDiscussion: false } }).map((t) => t.id),
    ).not.toContain('discussion')
    expect(modeTabs(group, { loggedIn: false, roles: [] }).map((t) => t.id)).not.toContain('discussion')
  })

  it('never matches with a pattern that does not compile', () => {
    const broken: ModuleDescriptor = {
      ...FAKE_CONTESTS,
      areas: [
        { id: 'x', prefix: '/contest', tabs: [{ id: 'bad', label: BAD_LABEL, path: 'x', match: '(' }] },
      ],
    }
    const mode = modeOf('/contest/7/x', [broken])
    expect(activeTab(mode, modeTabs(mode, root), '/contest/7/x')).toBeUndefined()
  })
})

describe('withTabStates', () => {
  it("hides and greys the tabs the area's module names, for its own object only", () => {
    const group = modeOf('/group/5', FAKE_MODULES)
    const tabs = modeTabs(group, user)
    const ids = tabs.map((t) => t.id)
    const [first, second, third] = ids
    const states = { area: 'group', id: '5', hidden: [first ?? ''], disabled: [second ?? ''] }
    const shown = withTabStates(group, tabs, states)
    expect(shown.map((t) => t.id)).toEqual(ids.slice(1))
    expect(shown.find((t) => t.id === second)?.disabled).toBe(true)
    expect(shown.find((t) => t.id === third)?.disabled).toBeUndefined()
    // said of another group, another area, or in the default mode: nothing changes
    expect(withTabStates(group, tabs, { ...states, id: '6' })).toBe(tabs)
    expect(withTabStates(group, tabs, { ...states, area: 'contests' })).toBe(tabs)
    expect(withTabStates({ kind: 'default' }, [], states)).toEqual([])
    expect(withTabStates(group, tabs, undefined)).toBe(tabs)
  })
})

describe('activeTab', () => {
  const active = (path: string, viewer = root) => {
    const mode = modeOf(path, FAKE_MODULES)
    return activeTab(mode, modeTabs(mode, viewer), path)
  }
  it.each([
    ['/contest/7', 'overview'],
    ['/contest/7/', 'overview'],
    ['/contest/7/problems', 'problems'],
    ['/contest/7/problem/A', 'problems'],
    ['/contest/7/problem/A/full-screen', 'problems'],
    ['/contest/7/problem/A/submission-detail/9', 'submissions'],
    ['/contest/7/ac-info', 'ac-info'],
    ['/contest/7/scroll-board', undefined],
    ['/training/3/problem/P1', 'problems'],
    ['/training/3/rank', 'rank'],
    ['/group/5/training/2/rank', 'training'],
    ['/group/5/setting', undefined],
    ['/home', undefined],
  ])('%s → %s', (path, expected) => {
    expect(active(path)).toBe(expected)
  })

  it('marks no tab for a page the viewer is not offered', () => {
    expect(active('/contest/7/rejudge', visitor)).toBeUndefined()
    expect(active('/contest/7/rejudge', root)).toBe('rejudge')
  })
})

describe("the frame's texts", () => {
  it('has only the way back and the area title, in both languages, and no module label', async () => {
    const { FRAME_EN, FRAME_ZH_CN } = await import('../../catalogue.ts')
    for (const catalogue of [FRAME_EN, FRAME_ZH_CN]) {
      const ids = Object.keys(catalogue)
      expect(ids.filter((id) => id.startsWith('frame.mode.')).sort()).toEqual([
        'frame.mode.backHome',
        'frame.mode.title',
        'frame.mode.untitled',
      ])
      // Modules' nav labels come with their descriptors (GET /ojapi/modules), never from the frame.
      expect(ids.filter((id) => /^(nav|frame\.nav)\./.test(id))).toEqual(['frame.nav.home'])
    }
  })
})
