// Made-up module descriptors for the bar's tests and stories: no contests, training or groups module
// exists yet, and the frame must show whatever areas the descriptors declare. Their ids, tabs and
// texts are this fixture's, not the frame's.
import {
  type AreaTab,
  type LocalText,
  type ModuleDescriptor,
  type NavEntry,
  usePlatform,
  type Visibility,
  type WebsiteConfig,
} from '@oj/sdk/web'
import type { ReactNode } from 'react'

const text = (zh: string, en: string): LocalText => ({ 'zh-CN': zh, en })

function tab(id: string, label: LocalText, path: string, match: string, visible?: Visibility): AreaTab {
  return { id, label, path, match, ...(visible ? { visible } : {}) }
}

function module(
  id: string,
  routes: ReadonlyArray<string>,
  nav: ReadonlyArray<NavEntry>,
  areas: ModuleDescriptor['areas'] = [],
): ModuleDescriptor {
  return {
    id,
    routes,
    nav,
    areas,
    slots: [],
    userMenu: [],
    messageSources: [],
    manifest: `/oj/remotes/${id}/mf-manifest.json`,
    container: `oj_${id}`,
  }
}

const ADMINS: Visibility = { loggedIn: true, rolesAny: ['root', 'admin'] }

/** A contest area: a tab behind a site switch, tabs for admins only, and pages that are no contest. */
export const FAKE_CONTESTS = module(
  'contests',
  ['/contest'],
  [{ id: 'contests', label: text('比赛', 'Contest'), to: '/contest', order: 40 }],
  [
    {
      id: 'contest',
      prefix: '/contest',
      notIds: ['acm-scoreboard', 'oi-scoreboard'],
      tabs: [
        tab('overview', text('比赛首页', 'Overview'), '', '^$'),
        tab(
          'problems',
          text('题目列表', 'Problems'),
          'problems',
          '^(problems|problem/[^/]+(/full-screen)?)$',
        ),
        tab(
          'submissions',
          text('提交记录', 'Submissions'),
          'submissions',
          '^(submissions|problem/[^/]+/submission-detail/.+)$',
        ),
        tab('rank', text('排名', 'Rank'), 'rank', '^rank$'),
        tab('comment', text('评论', 'Comments'), 'comment', '^comment$', { site: 'openContestComment' }),
        tab('ac-info', text('管理助手', 'Admin Helper'), 'ac-info', '^ac-info$', ADMINS),
        tab('rejudge', text('重判', 'Rejudge'), 'rejudge', '^rejudge$', {
          loggedIn: true,
          rolesAny: ['root'],
        }),
      ],
    },
  ],
)

export const FAKE_TRAINING = module(
  'training',
  ['/training'],
  [{ id: 'training', label: text('训练', 'Training'), to: '/training', order: 30 }],
  [
    {
      id: 'training',
      prefix: '/training',
      tabs: [
        tab('overview', text('训练首页', 'Overview'), '', '^$'),
        tab('problems', text('题目列表', 'Problems'), 'problems', '^(problems|problem/.+)$'),
        tab('rank', text('排名', 'Rank'), 'rank', '^rank$'),
      ],
    },
  ],
)

/** A group area whose module has no nav entry leading to it: the bar names the group by its id. */
export const FAKE_GROUPS = module(
  'groups',
  ['/group'],
  [],
  [
    {
      id: 'group',
      prefix: '/group',
      tabs: [
        tab('home', text('团队首页', 'Home'), '', '^$'),
        tab('training', text('训练', 'Trainings'), 'training', '^training(/.*)?$'),
        tab('discussion', text('讨论', 'Discussions'), 'discussion', '^discussion(/.*)?$', {
          site: 'openGroupDiscussion',
        }),
        tab('member', text('成员', 'Members'), 'member', '^member$'),
      ],
    },
  ],
)

const FAKE_PROBLEMS = module(
  'problems',
  ['/problem', '/status', '/acm-rank', '/oi-rank'],
  [
    { id: 'problems', label: text('题目', 'Problem'), to: '/problem', order: 20 },
    { id: 'status', label: text('评测状态', 'Status'), to: '/status', order: 50 },
    {
      id: 'rank',
      label: text('排名', 'Rank'),
      order: 55,
      children: [
        { id: 'acm-rank', label: text('ACM 排名', 'ACM Rank'), to: '/acm-rank', order: 0 },
        { id: 'oi-rank', label: text('OI 排名', 'OI Rank'), to: '/oi-rank', order: 1 },
      ],
    },
  ],
)

export const FAKE_MODULES: ReadonlyArray<ModuleDescriptor> = [
  FAKE_PROBLEMS,
  FAKE_TRAINING,
  FAKE_CONTESTS,
  FAKE_GROUPS,
]

export const FAKE_SITE: WebsiteConfig = {
  name: 'Online Judge',
  shortName: 'OJ',
  description: '',
  recordName: '',
  recordUrl: '',
  projectName: 'OJ',
  projectUrl: 'https://example.com/oj',
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  register: true,
}

/** Children shown on a site with these modules enabled (the story platform starts with none). */
export function FakeSite(props: {
  readonly children: ReactNode
  readonly modules?: ReadonlyArray<ModuleDescriptor>
  readonly site?: WebsiteConfig
}): ReactNode {
  const platform = usePlatform()
  // Set before the children read them, once per story platform (each story makes its own).
  if (!platform.modules.get().length) platform.modules.set(props.modules ?? FAKE_MODULES)
  if (!platform.siteConfig.get()) platform.siteConfig.set(props.site ?? FAKE_SITE)
  return props.children
}
