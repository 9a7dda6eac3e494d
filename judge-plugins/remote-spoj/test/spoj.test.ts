import { remoteJudgeKit } from '@oj/sdk/judge/kit'

import judge from '../src/index.ts'
import { startSpojFake } from './fake-spoj.ts'

// The conformance kit against a local fake of the site.
remoteJudgeKit(judge, startSpojFake)
