import { ADMIN_PATH, MODULE_ID, RemoteJudgeApi } from '@oj/remote-judge-contract'
import { PlatformSlots } from '@oj/sdk'
import { defineServerModule, REMOTE_ACCOUNTS_WANTED_SUBJECT } from '@oj/sdk/server'

import { addAccount, deleteAccount, listAccounts, publishAccounts, updateAccount } from './accounts.ts'
import { messages } from './messages.ts'
import { listSites, problemSources } from './sources.ts'

const root = { rolesAny: ['root'] } as const

/**
 * Remote judges (installed in platform/server/src/composition.ts, enabled by OJ_MODULES): their
 * accounts, sent sealed to the judge workers, and the bank's problem sources for remote import.
 */
export default defineServerModule({
  id: MODULE_ID,
  requires: ['problems'],
  migrations: new URL('../migrations', import.meta.url),
  messages,
  routes: (api) => {
    api.handle(RemoteJudgeApi.sites, {
      auth: { rolesAny: ['root', 'admin', 'problem_admin'] },
      handler: () => listSites,
    })
    api.handle(RemoteJudgeApi.accounts, { auth: root, handler: listAccounts })
    api.handle(RemoteJudgeApi.addAccount, { auth: root, handler: addAccount })
    api.handle(RemoteJudgeApi.updateAccount, { auth: root, handler: updateAccount })
    api.handle(RemoteJudgeApi.deleteAccount, { auth: root, handler: deleteAccount })
  },
  // A worker that starts asks for the accounts; one server answers (the durable is shared).
  subscriptions: [
    {
      subject: REMOTE_ACCOUNTS_WANTED_SUBJECT,
      handler: () => publishAccounts,
    },
  ],
  contributes: problemSources,
  web: {
    routes: [],
    slots: [PlatformSlots.adminSections.id],
    adminMenu: [
      { id: MODULE_ID, label: 'remote-judge.adminMenu', path: ADMIN_PATH, order: 36, role: 'admin' },
    ],
  },
})
