import { ContestsApi, ContestsRoutes, MODULE_ID } from '@oj/contests-contract'
import { PlatformSlots } from '@oj/sdk'
import { defineServerModule } from '@oj/sdk/server'

import { messages } from './messages.ts'
import { addNote, listNotes, oneNote, seedNotes } from './notes.ts'

/** The contests module (installed in platform/server/src/composition.ts, enabled by OJ_MODULES). */
export default defineServerModule({
  id: MODULE_ID,
  requires: [],
  migrations: new URL('../migrations', import.meta.url),
  messages,
  routes: (api) => {
    api.handle(ContestsApi.notes, { auth: 'anon', handler: listNotes })
    api.handle(ContestsApi.note, { auth: 'anon', handler: oneNote })
    api.handle(ContestsApi.addNote, { auth: 'login', handler: addNote })
  },
  web: {
    routes: [ContestsRoutes.list],
    nav: [{ id: MODULE_ID, label: 'contests.nav', to: ContestsRoutes.list, order: 80 }],
    // A note's pages (/contests/<id>/...) are an area: the top bar shows its tabs there.
    areas: [
      {
        id: MODULE_ID,
        prefix: ContestsRoutes.list,
        tabs: [
          { id: 'overview', label: 'contests.area.overview', path: '', match: '^$' },
          { id: 'notes', label: 'contests.area.notes', path: 'notes', match: '^notes$' },
        ],
      },
    ],
    slots: [PlatformSlots.homeWidgets.id],
  },
  seedDemo: seedNotes,
})
