import { endpoint } from '@oj/sdk/contract'

// The home page's calls served by the problems module (spec 1 §Home page).
const schemas = () => import('./home.schemas.ts')

export const HomeApi = {
  recentUpdatedProblems: endpoint(
    'GET',
    '/get-recent-updated-problem',
    schemas,
    (s) => ({ input: s.NoInput, output: s.RecentUpdatedProblems }),
    { summary: 'The latest modified public problems' },
  ),
  recentSevenAcRank: endpoint(
    'GET',
    '/get-recent-seven-ac-rank',
    schemas,
    (s) => ({ input: s.NoInput, output: s.RecentAcRank }),
    { summary: 'Users by distinct problems accepted in the last 7 days' },
  ),
  lastWeekSubmissionStatistics: endpoint(
    'GET',
    '/get-last-week-submission-statistics',
    schemas,
    (s) => ({ input: s.LastWeekStatisticsQuery, output: s.LastWeekSubmissionStatistics }),
    { summary: 'Submissions and accepted ones per day of the last week (cached a minute)' },
  ),
  problemHaved: endpoint(
    'GET',
    '/get-problem-haved',
    schemas,
    (s) => ({ input: s.ProblemHavedQuery, output: s.ProblemHaved }),
    { summary: 'The public problem with this id (any case), as the bank spells it, or null' },
  ),
} as const
