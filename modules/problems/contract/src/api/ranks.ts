import { endpoint } from '@oj/sdk/contract'

// The general ranks (spec 1 §2, §9): ACM by accepted problems, OI by rank score.
const schemas = () => import('./ranks.schemas.ts')

export const RanksApi = {
  rankList: endpoint(
    'GET',
    '/get-rank-list',
    schemas,
    (s) => ({ input: s.RankListQuery, output: s.RankPage }),
    { summary: 'A page of the general ranks (`type` 0 ACM, 1 OI)' },
  ),
} as const
