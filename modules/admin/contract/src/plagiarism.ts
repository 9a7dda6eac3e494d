import { endpoint } from '@oj/sdk/contract'

const schemas = () => import('./plagiarism.schemas.ts')

/** The plagiarism check of a contest's or a problem's submissions (the admin module's calls). */
export const PlagiarismApi = {
  start: endpoint(
    'POST',
    '/admin/plagiarism/check',
    schemas,
    (s) => ({ input: s.NewCheck, output: s.Created }),
    {
      summary:
        "Starts a check of a contest's (cid) or a problem's (pid) submissions, each user's latest per problem " +
        'and language; it runs in the background',
    },
  ),
  list: endpoint(
    'GET',
    '/admin/plagiarism/checks',
    schemas,
    (s) => ({ input: s.CheckList, output: s.CheckPage }),
    {
      summary: 'The checks, newest first, with their progress',
    },
  ),
  get: endpoint('GET', '/admin/plagiarism/check', schemas, (s) => ({ input: s.CheckId, output: s.Check }), {
    summary: 'One check and its progress',
  }),
  remove: endpoint(
    'DELETE',
    '/admin/plagiarism/check',
    schemas,
    (s) => ({ input: s.CheckId, output: s.Nothing }),
    {
      summary: 'Deletes a check and its pairs (a running one stops)',
    },
  ),
  pairs: endpoint(
    'GET',
    '/admin/plagiarism/pairs',
    schemas,
    (s) => ({ input: s.PairList, output: s.PairPage }),
    {
      summary: "A check's pairs of submissions, most similar first",
    },
  ),
  pair: endpoint(
    'GET',
    '/admin/plagiarism/pair',
    schemas,
    (s) => ({ input: s.PairId, output: s.PairDetail }),
    {
      summary: 'One pair side by side: both codes and the stretches they share',
    },
  ),
} as const
