import { IcpcApi } from '@oj/contests-contract'
import type { Router } from '@oj/sdk/server'

import { icpcEventFeed } from './event-feed.ts'
import {
  icpcContest,
  icpcJudgements,
  icpcJudgementTypes,
  icpcLanguages,
  icpcOrganizations,
  icpcProblems,
  icpcScoreboard,
  icpcState,
  icpcSubmissions,
  icpcTeams,
} from './routes.ts'

/** The ICPC Contest API's routes (under /api; each handler checks who reads, as `icpcReader` says). */
export function serveIcpcApi(api: Router) {
  api.handle(IcpcApi.contest, { auth: 'anon', handler: icpcContest })
  api.handle(IcpcApi.state, { auth: 'anon', handler: icpcState })
  api.handle(IcpcApi.judgementTypes, { auth: 'anon', handler: icpcJudgementTypes })
  api.handle(IcpcApi.languages, { auth: 'anon', handler: icpcLanguages })
  api.handle(IcpcApi.problems, { auth: 'anon', handler: icpcProblems })
  api.handle(IcpcApi.teams, { auth: 'anon', handler: icpcTeams })
  api.handle(IcpcApi.organizations, { auth: 'anon', handler: icpcOrganizations })
  api.handle(IcpcApi.submissions, { auth: 'anon', handler: icpcSubmissions })
  api.handle(IcpcApi.judgements, { auth: 'anon', handler: icpcJudgements })
  api.handle(IcpcApi.scoreboard, { auth: 'anon', handler: icpcScoreboard })
  api.handle(IcpcApi.eventFeed, { auth: 'anon', handler: icpcEventFeed })
}
