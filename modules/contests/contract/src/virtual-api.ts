import { endpoint } from '@oj/sdk/contract'

// Virtual participation (beyond HOJ, so the calls are this project's, named in HOJ's style): a user
// replays an ended contest from now on, for its duration, against the real board at the same elapsed
// time (docs/adr/0011-virtual-participation.md). Schemas load lazily, as ./api.ts's.
const schemas = () => import('./virtual-schemas.ts')

export const VirtualContestApi = {
  info: endpoint(
    'GET',
    '/get-virtual-contest-info',
    schemas,
    (s) => ({ input: s.VirtualCidQuery, output: s.VirtualInfo }),
    {
      summary:
        'The caller’s latest virtual run of a contest (running or finished, with the server’s clock) and whether they may start one now, or why not',
    },
  ),
  start: endpoint(
    'POST',
    '/start-virtual-contest',
    schemas,
    (s) => ({ input: s.VirtualCidQuery, output: s.VirtualRunView }),
    {
      summary:
        'Starts a virtual run of an ended contest now, lasting its duration (whoever may enter and submit in it; not its admins nor its real participants; one run at a time, a new one after the last has finished)',
    },
  ),
  rank: endpoint(
    'POST',
    '/get-virtual-contest-rank',
    schemas,
    (s) => ({ input: s.VirtualRankInput, output: s.VirtualRankPage }),
    {
      summary:
        'The caller’s virtual board: the real runs up to the run’s elapsed time and the caller’s own (marked virtual), ranked by the contest’s rule, sealed as a contestant saw it at that time',
    },
  ),
} as const
