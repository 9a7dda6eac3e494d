import { defineServerModule } from '@oj/sdk/server'

import { BoxQuery, cleanBox, CleanQuery, interactionPage, noticePage, unreadCounts } from './boxes.ts'
import { messagesMessages } from './messages.ts'
import {
  ChangedNotice,
  changeNotice,
  deleteNotice,
  listNotices,
  NewNotice,
  NoticeId,
  NoticeListQuery,
  sendNotice,
} from './notices.ts'
import { seedWelcomeNotice } from './seed.ts'

const root = { rolesAny: ['root'] } as const

/**
 * The built-in message center (spec 2 §2 Message center): the comment, reply, like, sys and mine
 * boxes, and the super admin's system notices. Modules write messages through the Inbox service.
 */
export const messagesModule = defineServerModule({
  id: 'messages',
  requires: [],
  messages: messagesMessages,
  seedDemo: seedWelcomeNotice,
  routes: (api) => {
    api.get('/msg/unread', { auth: 'login', handler: () => unreadCounts })
    api.get('/msg/comment', { auth: 'login', input: BoxQuery, handler: interactionPage('comment') })
    api.get('/msg/reply', { auth: 'login', input: BoxQuery, handler: interactionPage('reply') })
    api.get('/msg/like', { auth: 'login', input: BoxQuery, handler: interactionPage('like') })
    api.get('/msg/sys', { auth: 'login', input: BoxQuery, handler: noticePage('sys') })
    api.get('/msg/mine', { auth: 'login', input: BoxQuery, handler: noticePage('mine') })
    api.delete('/msg/clean', { auth: 'login', input: CleanQuery, handler: cleanBox })

    api.get('/admin/msg/notice', { auth: root, input: NoticeListQuery, handler: listNotices })
    api.post('/admin/msg/notice', { auth: root, input: NewNotice, handler: sendNotice })
    api.put('/admin/msg/notice', { auth: root, input: ChangedNotice, handler: changeNotice })
    api.delete('/admin/msg/notice', { auth: root, input: NoticeId, handler: deleteNotice })
  },
})
