import { useApi, useSiteConfig } from '@oj/sdk/web'
import { useMemo } from 'react'

import { standaloneLinks, standaloneSubmissions } from '../../scope/standalone.ts'
import StatusPage from './status-page.tsx'

/** /status: the list of every submission, with the problems module's own call and links. */
export default function StatusRoute() {
  const api = useApi()
  const config = useSiteConfig()
  const source = useMemo(() => ({ list: standaloneSubmissions(api) }), [api])
  const links = useMemo(() => standaloneLinks(config), [config])
  return <StatusPage source={source} links={links} />
}
