import { remoteJudgeKit } from '@oj/sdk/judge/kit'

import judge from '../src/index.ts'
import { startGymFake } from './fake-gym.ts'

// The conformance kit against a local fake of the site.
remoteJudgeKit(judge, startGymFake)
