import { useApi, useSiteConfig } from '@oj/sdk/web'
import { type ReactNode, useMemo } from 'react'
import { useParams } from 'react-router'

import { standaloneLinks, standaloneProblemSource } from '../scope/standalone.ts'
import ProblemPage from './problem-detail.tsx'

/** /problem/:problemID: the problem bank's own page of a problem, without a scope or focus mode. */
export default function ProblemRoute(): ReactNode {
  const problemId = useParams()['problemID'] ?? ''
  const api = useApi()
  const config = useSiteConfig()
  const source = useMemo(() => standaloneProblemSource(api, problemId), [api, problemId])
  const links = useMemo(() => standaloneLinks(config), [config])
  return <ProblemPage key={problemId} displayId={problemId} focus={false} source={source} links={links} />
}
