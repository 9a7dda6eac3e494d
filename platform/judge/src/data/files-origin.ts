import type { FilesShape } from '@oj/sdk/server'
import { Effect } from 'effect'

import type { DataOrigin } from './data-source.ts'

/** The in-process worker's origin: the server's own Files service. */
export const filesOrigin = (files: FilesShape): DataOrigin => ({
  description: 'the server files',
  fetch: (hash) => Effect.runPromise(files.get(hash)),
})
