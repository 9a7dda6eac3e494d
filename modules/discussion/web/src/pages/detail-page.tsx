import { css } from '@oj/sdk/css'
import { useNavigateTo, usePlatform } from '@oj/sdk/web'
import { type ReactNode, useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useParams } from 'react-router'

import { DiscussionView } from '../components/discussion-view.tsx'
import { usePublicDiscussionOff } from './no-access.ts'

const pageStyle = css({ maxW: '960px', mx: 'auto', p: { base: '3', md: '6' } })

/** /discussion-detail/:discussionID (spec 2 §2): one discussion, while public discussion is on. */
export default function DetailPage(): ReactNode {
  const intl = useIntl()
  const platform = usePlatform()
  const navigate = useNavigateTo()
  const off = usePublicDiscussionOff()
  const did = Number(useParams()['discussionID'])
  useEffect(() => {
    if (!off) return
    platform.toast('error', intl.formatMessage({ id: 'discussion.msg.noAccess' }))
    navigate('/')
  }, [off, platform, intl, navigate])
  if (off) return null
  return (
    <div className={pageStyle}>
      <DiscussionView did={did} />
    </div>
  )
}
