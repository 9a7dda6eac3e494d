import type { EndpointArgs } from '@oj/sdk'
import type { AdminConfigApi } from '@oj/sdk/api'
import { Effect } from 'effect'

import { readWebsiteConfig, writeWebsiteConfig } from '../../site/website-config.ts'

/** GET /admin/config/get-web-config: HOJ's WebConfigDTO of the stored settings over the defaults. */
export const webConfig = Effect.map(readWebsiteConfig, (c) => ({
  baseUrl: c.baseUrl,
  name: c.name,
  shortName: c.shortName,
  description: c.description,
  register: c.register,
  recordName: c.recordName,
  recordUrl: c.recordUrl,
  projectName: c.projectName,
  projectUrl: c.projectUrl,
  email: c.email,
}))

/** PUT /admin/config/set-web-config: the fields given; the next get-website-config of every process shows them. */
export const setWebConfig = (changes: EndpointArgs<typeof AdminConfigApi.setWebConfig>) =>
  Effect.as(writeWebsiteConfig(changes), null)
