import { MODULE_ID, WebRoutes } from '@oj/problems-contract'
import { defineServerModule } from '@oj/sdk/server'

import { messages } from './messages.ts'
import { problemRoutes } from './routes.ts'
import { seedDemo } from './seed/demo.ts'

export default defineServerModule({
  id: MODULE_ID,
  requires: [],
  migrations: new URL('../migrations', import.meta.url),
  routes: problemRoutes,
  messages,
  web: {
    routes: [WebRoutes.problemList],
    nav: [{ id: 'problems', label: 'nav.problem', to: WebRoutes.problemList, order: 20 }],
  },
  seedDemo,
})
