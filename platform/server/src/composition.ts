// The composition root: the ONE file that imports server modules. Installing a module means adding
// it here; enabling it is configuration (OJ_MODULES), defaulting to every module listed here.
import admin from '@oj/admin-server'
import contests from '@oj/contests-server'
import discussion from '@oj/discussion-server'
import groups from '@oj/groups-server'
import problems from '@oj/problems-server'
import remoteJudge from '@oj/remote-judge-server'
import training from '@oj/training-server'

import type { AnyServerModule } from './loader/order.ts'

export const installedModules: ReadonlyArray<AnyServerModule> = [
  problems,
  contests,
  training,
  discussion,
  groups,
  admin,
  remoteJudge,
]
