import type { EndpointOutput } from '@oj/sdk/contract'

import type { PlagiarismApi } from './plagiarism.ts'

export type Check = EndpointOutput<typeof PlagiarismApi.get>
export type PairDetail = EndpointOutput<typeof PlagiarismApi.pair>
