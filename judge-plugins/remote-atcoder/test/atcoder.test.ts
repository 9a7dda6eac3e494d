import { remoteJudgeKit } from '@oj/sdk/judge/kit'

import judge from '../src/index.ts'
import { startAtCoderFake } from './fake-atcoder.ts'

// The conformance kit against a local fake of the site.
remoteJudgeKit(judge, startAtCoderFake)
