import type { EndpointArgs } from '@oj/sdk'
import { MailApi } from '@oj/sdk/api'
import { Config, defineServerModule, pageOf } from '@oj/sdk/server'
import { Effect } from 'effect'

import { openMail } from './index.ts'

/**
 * The embedded mailer's outbox, newest first, for the super admin: without SMTP, this is where the
 * codes and reset links people ask for can be read (spec: the admin reads the outbox in the admin area).
 * With SMTP nothing is kept, so the list is empty.
 */
const readOutbox = (input: EndpointArgs<typeof MailApi.outbox>) =>
  Effect.gen(function* () {
    const config = yield* Config
    const all = yield* Effect.promise(() => openMail({ dataDir: config.dataDir }).outbox())
    const current = input.currentPage ?? 1
    const size = input.limit ?? 10
    const newest = [...all].reverse()
    return pageOf(newest.slice((current - 1) * size, current * size), all.length, current, size)
  })

/** The built-in mail plugin: the outbox for the super admin. */
export const mailModule = defineServerModule({
  id: 'mail',
  requires: [],
  routes: (api) => {
    api.handle(MailApi.outbox, { auth: { rolesAny: ['root'] }, handler: readOutbox })
  },
})
