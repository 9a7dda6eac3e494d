import { endpoint } from '@oj/sdk/contract'

// Importing a remote judge's problem into the bank (HOJ's admin call).
const schemas = () => import('./remote-import.schemas.ts')

export const RemoteImportApi = {
  importRemote: endpoint(
    'GET',
    '/admin/problem/import-remote-oj-problem',
    schemas,
    (s) => ({ input: s.RemoteImportInput, output: s.Nothing }),
    {
      summary: 'Imports a remote judge’s problem (CF-1A, HDU-1000, ...) into the bank with its tags',
      also: ['POST'],
    },
  ),
}
