import { endpoint } from '@oj/sdk/contract'

// The two calls of the problems module the frame still makes: the home page's quick start and the
// judge help page's language list. They belong in that module's contributions to platform slots
// (the frame would then name none of its calls); until it fills such slots they are declared here,
// by its paths, and the frame shows them only while the module is enabled.
const schemas = () => import('./problems-calls.schemas.ts')

export const ProblemsCalls = {
  /** GET /get-problem-haved: the problem id, matched without regard to case. */
  problemHaved: endpoint(
    'GET',
    '/get-problem-haved',
    schemas,
    (s) => ({ input: s.ProblemIdQuery, output: s.FoundProblemId }),
    { summary: 'Whether a public problem has this id (any case)' },
  ),
  /** GET /languages: the judge's languages. */
  languages: endpoint(
    'GET',
    '/languages',
    schemas,
    (s) => ({ input: s.LanguagesQuery, output: s.Languages }),
    {
      summary: 'The languages the judge runs',
    },
  ),
} as const
