import { endpoint } from '@oj/sdk/contract'

// The contest calls (spec 2 §7; hoj-wire.txt). The schemas load lazily, so web code that imports
// these descriptors for their paths and types pulls in no schema library (ADR 0008).
const schemas = () => import('./schemas.ts')

export const ContestsApi = {
  list: endpoint(
    'GET',
    '/get-contest-list',
    schemas,
    (s) => ({ input: s.ContestListQuery, output: s.ContestPage }),
    {
      summary:
        'A page of visible contests: running, then scheduled, then ended (filters status, type, keyword)',
    },
  ),
  info: endpoint(
    'GET',
    '/get-contest-info',
    schemas,
    (s) => ({ input: s.ContestIdQuery, output: s.ContestView }),
    {
      summary: 'One contest (its status from the clock)',
    },
  ),
  access: endpoint(
    'GET',
    '/get-contest-access',
    schemas,
    (s) => ({ input: s.ContestIdQuery, output: s.AccessView }),
    {
      summary: 'Whether the caller may enter the contest (registered, public, or an admin of it)',
    },
  ),
  register: endpoint(
    'POST',
    '/register-contest',
    schemas,
    (s) => ({ input: s.RegisterContestInput, output: s.Nothing }),
    { summary: 'Registers the caller for a private or protected contest with its password' },
  ),
  problems: endpoint(
    'GET',
    '/get-contest-problem',
    schemas,
    (s) => ({ input: s.ContestProblemsQuery, output: s.ContestProblemList }),
    { summary: 'The contest’s problems by display id (AC and total only with the real-time rank)' },
  ),
  rank: endpoint(
    'POST',
    '/get-contest-rank',
    schemas,
    (s) => ({ input: s.ContestRankInput, output: s.RankPage }),
    {
      summary: 'A page of the contest’s board (sealed for all but its admins after the seal time)',
    },
  ),
  rankStream: endpoint(
    'GET',
    '/contest-rank-stream',
    schemas,
    (s) => ({ input: s.ContestIdQuery, output: s.FileReply }),
    {
      summary:
        'Server-sent events `{ cid, version }` each time the board view the caller may see changes (the rights of get-contest-rank; at most 4 at once per user)',
      raw: true,
    },
  ),
  outsideBoard: endpoint(
    'POST',
    '/get-contest-outside-scoreboard',
    schemas,
    (s) => ({ input: s.ContestRankInput, output: s.RankPage }),
    { summary: 'The public outside scoreboard of a contest with an open rank' },
  ),
  outsideInfo: endpoint(
    'GET',
    '/get-contest-outsize-info',
    schemas,
    (s) => ({ input: s.ContestIdQuery, output: s.OutsideInfo }),
    { summary: 'The contest and its problems for the outside scoreboard (open rank only)' },
  ),
  announcements: endpoint(
    'GET',
    '/get-contest-announcement',
    schemas,
    (s) => ({ input: s.AnnouncementQuery, output: s.AnnouncementPage }),
    { summary: 'A page of the contest’s announcements, newest first' },
  ),
  unreadAnnouncements: endpoint(
    'POST',
    '/get-contest-not-read-announcement',
    schemas,
    (s) => ({ input: s.UnreadAnnouncementInput, output: s.UnreadAnnouncements }),
    { summary: 'The contest’s announcements not in the caller’s read list' },
  ),
  problemDetail: endpoint(
    'GET',
    '/get-contest-problem-details',
    schemas,
    (s) => ({ input: s.ContestProblemQuery, output: s.ProblemsReply }),
    { summary: 'A contest problem’s page by its display id (running or ended; registered or admins)' },
  ),
  submissions: endpoint(
    'GET',
    '/contest-submissions',
    schemas,
    (s) => ({ input: s.ContestSubmissionsQuery, output: s.ProblemsReply }),
    { summary: 'A page of the contest’s submissions: one’s own while it runs, everyone’s after' },
  ),
  recent: endpoint(
    'GET',
    '/get-recent-contest',
    schemas,
    (s) => ({ input: s.NoQuery, output: s.ContestList }),
    {
      summary: 'The home page’s contests: visible ones starting in the last 14 days or later (at most 10)',
    },
  ),
  scrollBoardInfo: endpoint(
    'GET',
    '/get-contest-scroll-board-info',
    schemas,
    (s) => ({ input: s.ContestIdQuery, output: s.ScrollBoardInfo }),
    { summary: 'The scroll board’s contest facts (ACM; after the end, or to its admins)' },
  ),
  scrollBoardSubmissions: endpoint(
    'GET',
    '/get-contest-scroll-board-submission',
    schemas,
    (s) => ({ input: s.ScrollBoardQuery, output: s.ScrollBoardSubmissions }),
    { summary: 'Every judged run of an ACM contest, oldest first, for the scroll board’s reveal' },
  ),
  acInfo: endpoint(
    'GET',
    '/get-contest-ac-info',
    schemas,
    (s) => ({ input: s.AcInfoQuery, output: s.AcInfoPage }),
    {
      summary:
        'The admin helper: the contest’s Accepted runs, newest first, with first blood and the checked mark',
    },
  ),
  checkAc: endpoint(
    'PUT',
    '/check-contest-ac-info',
    schemas,
    (s) => ({ input: s.CheckAcInput, output: s.Nothing }),
    {
      summary: 'The admin helper: marks an Accepted run checked or not',
    },
  ),
  print: endpoint(
    'POST',
    '/submit-print-text',
    schemas,
    (s) => ({ input: s.PrintInput, output: s.Nothing }),
    {
      summary: 'Sends a text to the contest’s printer (print open, while running; at least 50 characters)',
    },
  ),
  printList: endpoint(
    'GET',
    '/get-contest-print',
    schemas,
    (s) => ({ input: s.PrintListQuery, output: s.PrintPage }),
    {
      summary: 'The admin print list, newest first (the contest’s admins)',
    },
  ),
  checkPrint: endpoint(
    'PUT',
    '/check-contest-print-status',
    schemas,
    (s) => ({ input: s.CheckPrintQuery, output: s.Nothing }),
    {
      summary: 'Marks a print request printed (the contest’s admins)',
    },
  ),
  printFile: endpoint(
    'GET',
    '/file/download-contest-print-text',
    schemas,
    (s) => ({ input: s.PrintFileQuery, output: s.FileReply }),
    { summary: 'A print request’s text as a file (the contest’s admins)', raw: true },
  ),
  rankFile: endpoint(
    'GET',
    '/file/download-contest-rank',
    schemas,
    (s) => ({ input: s.RankFileQuery, output: s.FileReply }),
    {
      summary:
        'The whole board as contest_<id>_rank.xlsx (the contest’s admins; sealed while sealed unless forceRefresh)',
      raw: true,
    },
  ),
  acSubmissionFile: endpoint(
    'GET',
    '/file/download-contest-ac-submission',
    schemas,
    (s) => ({ input: s.AcSubmissionFileQuery, output: s.FileReply }),
    {
      summary:
        'The contest’s accepted (OI: last scored) submissions as a zip, a folder per user or per problem (the contest’s admins)',
      raw: true,
    },
  ),
} as const
