import { endpoint } from '@oj/sdk/contract'

import { UPLOAD_MAX_BYTES } from './bank.ts'

// The module's admin calls: judging by hand, the judge workers, problems and their test data.
const schemas = () => import('./admin.schemas.ts')

export const AdminApi = {
  rejudge: endpoint(
    'GET',
    '/admin/judge/rejudge',
    schemas,
    (s) => ({ input: s.SubmitIdQuery, output: s.SubmissionView }),
    { summary: 'Judges a submission again, on the rejudge lane', also: ['POST'] },
  ),
  rejudgeContestProblem: endpoint(
    'GET',
    '/admin/judge/rejudge-contest-problem',
    schemas,
    (s) => ({ input: s.ContestProblemQuery, output: s.Nothing }),
    {
      summary: 'Judges every submission of a problem in a contest again, on the rejudge lane',
      also: ['POST'],
    },
  ),
  manualJudge: endpoint(
    'GET',
    '/admin/judge/manual-judge',
    schemas,
    (s) => ({ input: s.ManualJudgeInput, output: s.SubmissionView }),
    { summary: 'Sets a submission’s verdict (and score) by hand', also: ['POST'] },
  ),
  cancelJudge: endpoint(
    'GET',
    '/admin/judge/cancel-judge',
    schemas,
    (s) => ({ input: s.SubmitIdQuery, output: s.SubmissionView }),
    { summary: 'Cancels a submission: it no longer counts', also: ['POST'] },
  ),
  judgeServiceInfo: endpoint(
    'GET',
    '/admin/config/get-judge-service-info',
    schemas,
    (s) => ({ input: s.NoInput, output: s.JudgeWorkers }),
    { summary: 'The judge workers known, alive or not', also: ['POST'] },
  ),
  addProblem: endpoint(
    'POST',
    '/admin/problem',
    schemas,
    (s) => ({ input: s.AdminProblemInput, output: s.SavedProblem }),
    { summary: 'Creates a problem with its test data' },
  ),
  updateProblem: endpoint(
    'PUT',
    '/admin/problem',
    schemas,
    (s) => ({ input: s.AdminProblemInput, output: s.SavedProblem }),
    { summary: 'Changes a problem (and its test data when given)' },
  ),
  problemCases: endpoint(
    'GET',
    '/admin/problem/get-problem-cases',
    schemas,
    (s) => ({ input: s.ProblemCasesQuery, output: s.ProblemCases }),
    { summary: 'A problem’s test cases' },
  ),
  uploadTestcaseZip: endpoint(
    'POST',
    '/file/upload-testcase-zip',
    schemas,
    (s) => ({ input: s.UploadTestcaseInput, output: s.UploadedTestcases }),
    {
      summary:
        'Uploads a zip of test cases (multipart `file`, streamed to disk, at most 256 MiB) for a later POST/PUT /admin/problem',
      upload: UPLOAD_MAX_BYTES,
    },
  ),
} as const
