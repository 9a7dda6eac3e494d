import { endpoint } from '@oj/sdk/contract'

// The ICPC Contest API (CCS specification 2023-06), a read-only subset, served under /api (not
// /ojapi): replies are the objects themselves, errors {code, message}. The contest id is ours.
const schemas = () => import('./icpc.schemas.ts')
const base = '/api'

export const IcpcApi = {
  contest: endpoint(
    'GET',
    '/contests/:id',
    schemas,
    (s) => ({ input: s.IcpcContestPath, output: s.IcpcContest }),
    {
      summary: 'ICPC Contest API: the contest',
      base,
    },
  ),
  state: endpoint(
    'GET',
    '/contests/:id/state',
    schemas,
    (s) => ({ input: s.IcpcContestPath, output: s.IcpcState }),
    {
      summary: 'ICPC Contest API: the contest state (started, frozen, ended, thawed, finalized)',
      base,
    },
  ),
  judgementTypes: endpoint(
    'GET',
    '/contests/:id/judgement-types',
    schemas,
    (s) => ({ input: s.IcpcContestPath, output: s.IcpcJudgementTypes }),
    { summary: 'ICPC Contest API: the judgement types', base },
  ),
  languages: endpoint(
    'GET',
    '/contests/:id/languages',
    schemas,
    (s) => ({ input: s.IcpcContestPath, output: s.IcpcLanguages }),
    { summary: 'ICPC Contest API: the languages submitted in', base },
  ),
  problems: endpoint(
    'GET',
    '/contests/:id/problems',
    schemas,
    (s) => ({ input: s.IcpcContestPath, output: s.IcpcProblems }),
    { summary: 'ICPC Contest API: the problems', base },
  ),
  teams: endpoint(
    'GET',
    '/contests/:id/teams',
    schemas,
    (s) => ({ input: s.IcpcContestPath, output: s.IcpcTeams }),
    {
      summary: 'ICPC Contest API: the teams (registered or submitted users)',
      base,
    },
  ),
  organizations: endpoint(
    'GET',
    '/contests/:id/organizations',
    schemas,
    (s) => ({ input: s.IcpcContestPath, output: s.IcpcOrganizations }),
    { summary: 'ICPC Contest API: the organizations (none: users carry no school)', base },
  ),
  submissions: endpoint(
    'GET',
    '/contests/:id/submissions',
    schemas,
    (s) => ({ input: s.IcpcContestPath, output: s.IcpcSubmissions }),
    { summary: 'ICPC Contest API: the judged submissions', base },
  ),
  judgements: endpoint(
    'GET',
    '/contests/:id/judgements',
    schemas,
    (s) => ({ input: s.IcpcContestPath, output: s.IcpcJudgements }),
    { summary: 'ICPC Contest API: the judgements (verdicts after the seal hidden but to admins)', base },
  ),
  scoreboard: endpoint(
    'GET',
    '/contests/:id/scoreboard',
    schemas,
    (s) => ({ input: s.IcpcContestPath, output: s.IcpcScoreboard }),
    { summary: 'ICPC Contest API: the scoreboard as the caller may see it', base },
  ),
  eventFeed: endpoint(
    'GET',
    '/contests/:id/event-feed',
    schemas,
    (s) => ({ input: s.IcpcFeedQuery, output: s.Anything }),
    {
      summary:
        'ICPC Contest API: the NDJSON event feed (since_token resumes; stream=false ends; at most 3 open at once per user, 429 beyond)',
      base,
      raw: true,
    },
  ),
} as const
