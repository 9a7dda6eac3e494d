import { endpoint } from '@oj/sdk/contract'

// The module's calls: the remote judges installed and their accounts (root only). The schemas load
// lazily, so web code that imports these descriptors pulls in no schema library (ADR 0008).
const schemas = () => import('./schemas.ts')

export const RemoteJudgeApi = {
  sites: endpoint(
    'GET',
    '/admin/remote-judge/sites',
    schemas,
    (s) => ({ input: s.NoInput, output: s.Sites }),
    {
      summary: 'The remote judges this server has, with their accounts counted',
    },
  ),
  accounts: endpoint(
    'GET',
    '/admin/remote-judge/accounts',
    schemas,
    (s) => ({ input: s.AccountsQuery, output: s.Accounts }),
    { summary: 'The accounts of a remote judge (never their passwords)' },
  ),
  addAccount: endpoint(
    'POST',
    '/admin/remote-judge/account',
    schemas,
    (s) => ({ input: s.NewAccount, output: s.Account }),
    { summary: 'Adds an account to a remote judge; its password is sealed at rest' },
  ),
  updateAccount: endpoint(
    'PUT',
    '/admin/remote-judge/account',
    schemas,
    (s) => ({ input: s.AccountChange, output: s.Account }),
    { summary: 'Changes an account’s username or password' },
  ),
  deleteAccount: endpoint(
    'DELETE',
    '/admin/remote-judge/account',
    schemas,
    (s) => ({ input: s.AccountQuery, output: s.Nothing }),
    { summary: 'Removes an account' },
  ),
} as const
