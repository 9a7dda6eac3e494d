import { endpoint } from '@oj/sdk/contract'

// The problem bank's admin calls beyond saving a problem (AdminApi): the admin list, one problem for
// its editor, delete, the auth switch, compiling a special judge or interactor, a problem's tags, and
// the test data and package files. Schemas in bank.schemas.ts, loaded lazily.
const schemas = () => import('./bank.schemas.ts')

/** Largest upload of test data or a problem package, in bytes (streamed to disk, never held whole). */
export const UPLOAD_MAX_BYTES = 256 * 1024 * 1024

export const BankApi = {
  problemList: endpoint(
    'GET',
    '/admin/problem/get-problem-list',
    schemas,
    (s) => ({ input: s.BankListQuery, output: s.BankProblemPage }),
    { summary: 'The admin list of problems (all auths; an admin sees the ones they authored)' },
  ),
  problem: endpoint(
    'GET',
    '/admin/problem',
    schemas,
    (s) => ({ input: s.PidQuery, output: s.EditedProblem }),
    {
      summary: 'A problem with its checker, for its editor',
    },
  ),
  deleteProblem: endpoint(
    'DELETE',
    '/admin/problem',
    schemas,
    (s) => ({ input: s.PidQuery, output: s.Nothing }),
    { summary: 'Deletes a problem with its test data, tags, templates and submissions' },
  ),
  changeAuth: endpoint(
    'PUT',
    '/admin/problem/change-problem-auth',
    schemas,
    (s) => ({ input: s.ChangeAuthInput, output: s.Nothing }),
    { summary: 'Makes a problem public, private or contest-only (public: root and problem admins)' },
  ),
  compileSpj: endpoint(
    'POST',
    '/admin/problem/compile-spj',
    schemas,
    (s) => ({ input: s.CompileInput, output: s.Nothing }),
    { summary: 'Compiles a special judge on a judge worker; a compile error is a 400 with its message' },
  ),
  compileInteractive: endpoint(
    'POST',
    '/admin/problem/compile-interactive',
    schemas,
    (s) => ({ input: s.CompileInput, output: s.Nothing }),
    { summary: 'Compiles an interactor on a judge worker; a compile error is a 400 with its message' },
  ),
  problemTags: endpoint(
    'GET',
    '/get-problem-tags',
    schemas,
    (s) => ({ input: s.ProblemTagsQuery, output: s.Tags }),
    { summary: 'A problem’s tags' },
  ),
  fullScreenProblemList: endpoint(
    'GET',
    '/get-full-screen-problem-list',
    schemas,
    (s) => ({ input: s.FullScreenQuery, output: s.FullScreenList }),
    {
      summary:
        'The problems of a training (tid) or contest (cid) in order, with the caller’s status on each: the focus-mode strip',
    },
  ),
  downloadTestcase: endpoint(
    'GET',
    '/file/download-testcase',
    schemas,
    (s) => ({ input: s.DownloadQuery, output: s.Nothing }),
    { summary: 'A problem’s test data as problem_<pid>_testcase.zip', raw: true },
  ),
  exportProblem: endpoint(
    'GET',
    '/file/export-problem',
    schemas,
    (s) => ({ input: s.ExportQuery, output: s.Nothing }),
    { summary: 'Problems as HOJ’s zip: problem_<pid>.json beside the folder problem_<pid>/', raw: true },
  ),
  importProblem: endpoint(
    'POST',
    '/file/import-problem',
    schemas,
    (s) => ({ input: s.UploadInput, output: s.ImportResult }),
    {
      summary: 'Imports HOJ’s problem zip (multipart `file`); all of it or nothing',
      upload: UPLOAD_MAX_BYTES,
    },
  ),
  importFps: endpoint(
    'POST',
    '/file/import-fps-problem',
    schemas,
    (s) => ({ input: s.UploadInput, output: s.ImportResult }),
    { summary: 'Imports an FPS XML file (1.1/1.2; or a zip of them)', upload: UPLOAD_MAX_BYTES },
  ),
  importQdoj: endpoint(
    'POST',
    '/file/import-qdoj-problem',
    schemas,
    (s) => ({ input: s.UploadInput, output: s.ImportResult }),
    { summary: 'Imports a QDUOJ export zip', upload: UPLOAD_MAX_BYTES },
  ),
  importHydro: endpoint(
    'POST',
    '/file/import-hydro-problem',
    schemas,
    (s) => ({ input: s.UploadInput, output: s.ImportResult }),
    { summary: 'Imports a Hydro export zip', upload: UPLOAD_MAX_BYTES },
  ),
  importKattis: endpoint(
    'POST',
    '/file/import-kattis-problem',
    schemas,
    (s) => ({ input: s.UploadInput, output: s.ImportResult }),
    {
      summary: 'Imports ICPC/Kattis problem packages (problem.yaml, data/sample, data/secret)',
      upload: UPLOAD_MAX_BYTES,
    },
  ),
  importPolygon: endpoint(
    'POST',
    '/file/import-polygon-problem',
    schemas,
    (s) => ({ input: s.UploadInput, output: s.ImportResult }),
    { summary: 'Imports a Polygon package (problem.xml, tests, checker)', upload: UPLOAD_MAX_BYTES },
  ),
} as const
