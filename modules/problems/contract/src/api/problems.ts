import { endpoint } from '@oj/sdk/contract'

// The problem bank's calls (spec 1 §3, §7; hoj-wire.txt). Schemas load on first use.
const schemas = () => import('./problems.schemas.ts')

export const ProblemsApi = {
  problemList: endpoint(
    'GET',
    '/get-problem-list',
    schemas,
    (s) => ({ input: s.ProblemListQuery, output: s.ProblemListPage }),
    { summary: 'A page of the public problem bank, with the caller’s status per problem' },
  ),
  allProblemTags: endpoint(
    'GET',
    '/get-all-problem-tags',
    schemas,
    (s) => ({ input: s.TagsQuery, output: s.Tags }),
    { summary: 'The public tags, of one source when `oj` is given' },
  ),
  tagsAndClassification: endpoint(
    'GET',
    '/get-problem-tags-and-classification',
    schemas,
    (s) => ({ input: s.TagsQuery, output: s.TagGroups }),
    { summary: 'The public tags grouped by classification (unclassified last)' },
  ),
  problemDetail: endpoint(
    'GET',
    '/get-problem-detail',
    schemas,
    (s) => ({ input: s.ProblemDetailQuery, output: s.ProblemDetail }),
    { summary: 'A problem’s statement, tags, languages, templates and counts (`gid`: a group’s problem)' },
  ),
  codeTemplate: endpoint(
    'GET',
    '/get-problem-code-template',
    schemas,
    (s) => ({ input: s.PidQuery, output: s.CodeTemplates }),
    { summary: 'The code templates of a problem’s languages' },
  ),
  randomProblem: endpoint(
    'GET',
    '/get-random-problem',
    schemas,
    (s) => ({ input: s.NoInput, output: s.RandomProblem }),
    { summary: 'A random public problem' },
  ),
  userProblemStatus: endpoint(
    'POST',
    '/get-user-problem-status',
    schemas,
    (s) => ({ input: s.UserProblemStatusInput, output: s.UserProblemStatusMap }),
    { summary: 'The caller’s status on each problem (in a contest with `cid`, a group with `gid`)' },
  ),
  lastAcCode: endpoint(
    'GET',
    '/get-last-ac-code',
    schemas,
    (s) => ({ input: s.LastAcCodeQuery, output: s.LastAcCode }),
    { summary: 'The caller’s latest accepted code on a problem (in a contest with `cid`)' },
  ),
  languages: endpoint(
    'GET',
    '/languages',
    schemas,
    (s) => ({ input: s.LanguagesQuery, output: s.Languages }),
    { summary: 'The languages the live judge workers offer (a problem’s with `pid`)' },
  ),
  problemLanguages: endpoint(
    'GET',
    '/get-problem-languages',
    schemas,
    (s) => ({ input: s.PidQuery, output: s.Languages }),
    { summary: 'The languages a problem accepts among those offered' },
  ),
} as const
