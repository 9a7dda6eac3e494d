import { endpoint } from '@oj/sdk/contract'

// Submissions, their results and test runs (spec 1 §5-§7; hoj-wire.txt). Calls carrying `cid`, `tid`
// or `gid` (and those reading a submission made in one) are decided by the module owning that scope.
const schemas = () => import('./submissions.schemas.ts')

export const SubmissionsApi = {
  submit: endpoint(
    'POST',
    '/submit-problem-judge',
    schemas,
    (s) => ({ input: s.SubmitJudgeInput, output: s.SubmissionView }),
    { summary: 'Submits code for judging (`pid`: the display id, in a contest its id there)' },
  ),
  submissionList: endpoint(
    'GET',
    '/get-submission-list',
    schemas,
    (s) => ({ input: s.SubmissionListQuery, output: s.SubmissionListPage }),
    { summary: 'A page of submissions, newest first (`gid`: a group’s)' },
  ),
  submissionDetail: endpoint(
    'GET',
    '/get-submission-detail',
    schemas,
    (s) => ({ input: s.SubmitIdQuery, output: s.SubmissionDetail }),
    { summary: 'A submission, with its code when the caller may see it' },
  ),
  allCaseResult: endpoint(
    'GET',
    '/get-all-case-result',
    schemas,
    (s) => ({ input: s.SubmitIdQuery, output: s.AllCaseResult }),
    { summary: 'A submission’s per-case results' },
  ),
  checkSubmissionsStatus: endpoint(
    'POST',
    '/check-submissions-status',
    schemas,
    (s) => ({ input: s.SubmitIdsInput, output: s.SubmissionStatusMap }),
    { summary: 'The current state of up to 100 submissions (polling)' },
  ),
  checkContestSubmissionsStatus: endpoint(
    'POST',
    '/check-contest-submissions-status',
    schemas,
    (s) => ({ input: s.ContestSubmitIdsInput, output: s.SubmissionStatusMap }),
    { summary: 'The current state of up to 100 submissions of a contest (polling)' },
  ),
  updateShare: endpoint('PUT', '/submission', schemas, (s) => ({ input: s.ShareInput, output: s.Nothing }), {
    summary: 'Shares or unshares the caller’s code',
  }),
  statusStream: endpoint(
    'GET',
    '/submission-status-stream',
    schemas,
    (s) => ({ input: s.SubmitIdQuery, output: s.Json }),
    {
      summary:
        'Server-sent events of a submission’s status (SubmissionStatusEvent), until its final one; needs a login, at most 8 at once per user',
      raw: true,
    },
  ),
  resubmit: endpoint(
    'GET',
    '/resubmit',
    schemas,
    (s) => ({ input: s.SubmitIdQuery, output: s.SubmissionView }),
    { summary: 'Judges a Submitted Failed (or remote) submission again', also: ['POST'] },
  ),
  testJudge: endpoint(
    'POST',
    '/submit-problem-test-judge',
    schemas,
    (s) => ({ input: s.TestJudgeInput, output: s.TestJudgeKey }),
    { summary: 'Runs code on the caller’s input; answers the key of the run' },
  ),
  testJudgeResult: endpoint(
    'GET',
    '/get-test-judge-result',
    schemas,
    (s) => ({ input: s.TestJudgeResultQuery, output: s.TestJudgeResult }),
    { summary: 'The result of one of the caller’s test runs' },
  ),
} as const
