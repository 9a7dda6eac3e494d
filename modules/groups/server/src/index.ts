import {
  GroupAnnouncementApi,
  GroupApi,
  GroupMemberApi,
  GroupPermissions,
  GroupRoutes,
  MODULE_ID,
} from '@oj/groups-contract'
import { defineServerModule } from '@oj/sdk/server'

import {
  adminAnnouncementList,
  announcementList,
  createAnnouncement,
  removeAnnouncement,
  updateAnnouncement,
} from './announcements.ts'
import { serveGroupAvatar, uploadGroupAvatar } from './avatar.ts'
import {
  createGroup,
  disbandGroup,
  groupAccess,
  groupAuth,
  groupDetail,
  listGroups,
  updateGroup,
} from './groups.ts'
import { applyList, changeMember, exitGroup, joinGroup, memberList, removeMember } from './members.ts'
import { messages } from './messages.ts'
import { groupOwner, groupScope } from './owner.ts'
import { groupRank } from './rank.ts'
import { seedGroups } from './seed.ts'
import { groupSettings } from './settings.ts'

/** The groups module (installed in platform/server/src/composition.ts, enabled by OJ_MODULES). */
export default defineServerModule({
  id: MODULE_ID,
  requires: ['problems'],
  migrations: new URL('../migrations', import.meta.url),
  messages,
  siteSettings: groupSettings,
  routes: (api) => {
    api.handle(GroupApi.list, { auth: 'anon', handler: listGroups })
    api.handle(GroupApi.detail, { auth: 'login', handler: groupDetail })
    api.handle(GroupApi.access, { auth: 'login', handler: groupAccess })
    api.handle(GroupApi.auth, { auth: 'login', handler: groupAuth })
    api.handle(GroupApi.create, { auth: { perms: [GroupPermissions.add] }, handler: createGroup })
    api.handle(GroupApi.update, { auth: 'login', handler: updateGroup })
    api.handle(GroupApi.disband, { auth: { perms: [GroupPermissions.del] }, handler: disbandGroup })
    api.handle(GroupApi.rank, { auth: 'login', handler: groupRank })
    api.handle(GroupApi.uploadAvatar, { auth: 'login', handler: uploadGroupAvatar })
    api.handle(GroupApi.avatarImage, { auth: 'anon', handler: serveGroupAvatar })

    api.handle(GroupMemberApi.members, { auth: 'login', handler: memberList })
    api.handle(GroupMemberApi.applications, { auth: 'login', handler: applyList })
    api.handle(GroupMemberApi.join, { auth: 'login', handler: joinGroup })
    api.handle(GroupMemberApi.change, { auth: 'login', handler: changeMember })
    api.handle(GroupMemberApi.remove, { auth: 'login', handler: removeMember })
    api.handle(GroupMemberApi.exit, { auth: 'login', handler: exitGroup })

    api.handle(GroupAnnouncementApi.list, { auth: 'login', handler: announcementList })
    api.handle(GroupAnnouncementApi.adminList, { auth: 'login', handler: adminAnnouncementList })
    api.handle(GroupAnnouncementApi.create, { auth: 'login', handler: createAnnouncement })
    api.handle(GroupAnnouncementApi.update, { auth: 'login', handler: updateAnnouncement })
    api.handle(GroupAnnouncementApi.remove, { auth: 'login', handler: removeAnnouncement })
  },
  contributes: [groupOwner, groupScope],
  web: {
    routes: [GroupRoutes.list],
    nav: [{ id: MODULE_ID, label: 'groups.nav', to: GroupRoutes.list, order: 75 }],
    // A group's pages (/group/<gid>/...) are an area. Which tabs a member may open (announcement:
    // admins; setting: root; the rest disabled without access) is the group's, decided by the web
    // module from get-group-auth and get-group-access.
    areas: [
      {
        id: MODULE_ID,
        prefix: GroupRoutes.list,
        tabs: [
          { id: 'home', label: 'groups.area.home', path: '', match: '^$' },
          { id: 'problem', label: 'groups.area.problem', path: 'problem', match: '^problem(/.*)?$' },
          { id: 'training', label: 'groups.area.training', path: 'training', match: '^training(/.*)?$' },
          { id: 'contest', label: 'groups.area.contest', path: 'contest', match: '^contest(/.*)?$' },
          {
            id: 'submission',
            label: 'groups.area.submission',
            path: 'status',
            match: '^(status|submission-detail/.*)$',
          },
          {
            id: 'discussion',
            label: 'groups.area.discussion',
            path: 'discussion',
            match: '^discussion(-detail)?(/.*)?$',
            visible: { site: 'openGroupDiscussion' },
          },
          { id: 'member', label: 'groups.area.member', path: 'member', match: '^member$' },
          {
            id: 'announcement',
            label: 'groups.area.announcement',
            path: 'announcement',
            match: '^announcement$',
          },
          { id: 'setting', label: 'groups.area.setting', path: 'setting', match: '^setting$' },
          { id: 'rank', label: 'groups.area.rank', path: 'rank', match: '^rank$' },
        ],
      },
    ],
  },
  seedDemo: seedGroups,
})
