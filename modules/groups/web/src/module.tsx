import './styles.css'

import { GroupRoutes, MODULE_ID } from '@oj/groups-contract'
import { defineWebModule } from '@oj/sdk/web'

const groupPage = () => import('./pages/group-page.tsx')
// The tabs' paths (the server's area of the same tabs), and the detail pages beside them.
const TABS = [
  'problem',
  'training',
  'contest',
  'status',
  'submission-detail',
  'discussion',
  'discussion-detail',
  'member',
  'announcement',
  'setting',
  'rank',
]

/** The groups remote (container oj_groups, exposed as ./module). */
export default defineWebModule({
  id: MODULE_ID,
  routes: [
    { path: GroupRoutes.list, page: () => import('./pages/group-list.tsx') },
    { path: `${GroupRoutes.list}/:groupID`, page: groupPage },
    // Each tab, and the pages under it that other modules render in the group (a training's problems).
    ...TABS.flatMap((tab) => [
      { path: `${GroupRoutes.list}/:groupID/${tab}`, page: groupPage },
      { path: `${GroupRoutes.list}/:groupID/${tab}/*`, page: groupPage },
    ]),
  ],
  messages: {
    'zh-CN': () => import('./locales/zh-CN.json'),
    en: () => import('./locales/en.json'),
  },
})
