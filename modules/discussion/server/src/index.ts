import {
  CommentApi,
  DiscussionAdminApi,
  DiscussionApi,
  DiscussionRoutes,
  DiscussionSlots,
  MESSAGE_SOURCE,
  MODULE_ID,
  ScopedDiscussionApi,
} from '@oj/discussion-contract'
import { ADMIN_ROLES, PlatformSlots } from '@oj/sdk'
import { defineServerModule, joinCatalogues } from '@oj/sdk/server'

import { listCategories, saveCategories } from './categories.ts'
import {
  addComment,
  addReply,
  likeComment,
  listComments,
  listReplies,
  removeComment,
  removeReply,
} from './comments.ts'
import {
  addDiscussion,
  adminRemove,
  adminUpdate,
  discussionDetail,
  likeDiscussion,
  listDiscussions,
  listReports,
  removeDiscussion,
  reportDiscussion,
  updateDiscussion,
  updateReport,
} from './discussions.ts'
import { messages } from './messages.ts'
import { groupAdd, groupAdminList, groupList, groupRemove, groupUpdate } from './scoped.ts'
import { seedDiscussions } from './seed.ts'
import { discussionSettings, settingMessages } from './settings.ts'

const admins = { rolesAny: ADMIN_ROLES }

/** The discussion module (installed in platform/server/src/composition.ts, enabled by OJ_MODULES). */
export default defineServerModule({
  id: MODULE_ID,
  requires: [],
  migrations: new URL('../migrations', import.meta.url),
  messages: joinCatalogues(messages, settingMessages),
  siteSettings: discussionSettings,
  routes: (api) => {
    api.handle(DiscussionApi.categories, { auth: 'anon', handler: listCategories })
    api.handle(DiscussionApi.saveCategories, { auth: { rolesAny: ['root'] }, handler: saveCategories })
    api.handle(DiscussionApi.list, { auth: 'anon', handler: listDiscussions })
    api.handle(DiscussionApi.detail, { auth: 'anon', handler: discussionDetail })
    api.handle(DiscussionApi.add, { auth: { perms: ['discussion_add'] }, handler: addDiscussion })
    api.handle(DiscussionApi.update, { auth: { perms: ['discussion_edit'] }, handler: updateDiscussion })
    api.handle(DiscussionApi.remove, { auth: { perms: ['discussion_del'] }, handler: removeDiscussion })
    api.handle(DiscussionApi.like, { auth: 'login', handler: likeDiscussion })
    api.handle(DiscussionApi.report, { auth: 'login', handler: reportDiscussion })
    api.handle(DiscussionAdminApi.remove, { auth: admins, handler: adminRemove })
    api.handle(DiscussionAdminApi.update, { auth: admins, handler: adminUpdate })
    api.handle(DiscussionAdminApi.reports, { auth: admins, handler: listReports })
    api.handle(DiscussionAdminApi.updateReport, { auth: admins, handler: updateReport })
    api.handle(ScopedDiscussionApi.list, { auth: 'login', handler: groupList })
    api.handle(ScopedDiscussionApi.adminList, { auth: 'login', handler: groupAdminList })
    api.handle(ScopedDiscussionApi.add, { auth: 'login', handler: groupAdd })
    api.handle(ScopedDiscussionApi.update, { auth: 'login', handler: groupUpdate })
    api.handle(ScopedDiscussionApi.remove, { auth: 'login', handler: groupRemove })
    api.handle(CommentApi.comments, { auth: 'anon', handler: listComments })
    api.handle(CommentApi.add, { auth: { perms: ['comment_add'] }, handler: addComment })
    api.handle(CommentApi.remove, { auth: 'login', handler: removeComment })
    api.handle(CommentApi.like, { auth: 'login', handler: likeComment })
    api.handle(CommentApi.replies, { auth: 'anon', handler: listReplies })
    api.handle(CommentApi.addReply, { auth: { perms: ['reply_add'] }, handler: addReply })
    api.handle(CommentApi.removeReply, { auth: 'login', handler: removeReply })
  },
  web: {
    routes: [DiscussionRoutes.list, DiscussionRoutes.detail],
    nav: [
      {
        id: MODULE_ID,
        label: 'discussion.nav',
        to: DiscussionRoutes.list,
        order: 70,
        visible: { site: 'openPublicDiscussion' },
      },
    ],
    // 'scope.section' (the SDK's ScopedSections.section, a web-only definition): a group's discussions
    slots: [DiscussionSlots.commentArea.id, PlatformSlots.adminSections.id, 'scope.section'],
    messageSources: [{ type: MESSAGE_SOURCE, label: 'discussion.source' }],
    adminMenu: [
      {
        id: 'discussion',
        label: 'discussion.adminMenu.discussions',
        path: 'discussion',
        order: 70,
        role: 'admin',
      },
      {
        id: 'discussion-report',
        label: 'discussion.adminMenu.reports',
        path: 'discussion-report',
        order: 71,
        role: 'admin',
      },
    ],
  },
  seedDemo: seedDiscussions,
})
