import { remoteJudgeKit } from '@oj/sdk/judge/kit'

import judge from '../src/index.ts'
import { startHojFake } from './fake-hoj.ts'

// The conformance kit against a local fake of the site.
remoteJudgeKit(judge, startHojFake)
