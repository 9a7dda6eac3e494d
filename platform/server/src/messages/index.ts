import { MessagesApi } from '@oj/sdk/api'
import { defineServerModule } from '@oj/sdk/server'

import { cleanBox, interactionPage, noticePage, unreadCounts } from './boxes.ts'
import { messagesMessages } from './messages.ts'
import { changeNotice, deleteNotice, listNotices, sendNotice } from './notices.ts'
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
    api.handle(MessagesApi.unread, { auth: 'login', handler: () => unreadCounts })
    api.handle(MessagesApi.comment, { auth: 'login', handler: interactionPage('comment') })
    api.handle(MessagesApi.reply, { auth: 'login', handler: interactionPage('reply') })
    api.handle(MessagesApi.like, { auth: 'login', handler: interactionPage('like') })
    api.handle(MessagesApi.sys, { auth: 'login', handler: noticePage('sys') })
    api.handle(MessagesApi.mine, { auth: 'login', handler: noticePage('mine') })
    api.handle(MessagesApi.clean, { auth: 'login', handler: cleanBox })

    api.handle(MessagesApi.adminNotices, { auth: root, handler: listNotices })
    api.handle(MessagesApi.sendNotice, { auth: root, handler: sendNotice })
    api.handle(MessagesApi.changeNotice, { auth: root, handler: changeNotice })
    api.handle(MessagesApi.deleteNotice, { auth: root, handler: deleteNotice })
  },
})
