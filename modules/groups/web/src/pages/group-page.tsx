import { GroupApi, GroupRoutes, MODULE_ID } from '@oj/groups-contract'
import { css, cx } from '@oj/sdk/css'
import { Empty, LoadError } from '@oj/sdk/ui'
import { hasRole, Loading, useApiQuery, useAreaTabStates, useAuth, useSiteConfig, useUser } from '@oj/sdk/web'
import { type ReactNode, useEffect } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocation, useParams } from 'react-router'

import { barTabStates, fullWidth, type GroupTab, rightsOf, tabOfPath, visibleTabs } from '../access.ts'
import { SideCard } from '../components/side-card.tsx'
import { GroupContext, type GroupView } from '../group-context.ts'
import { AnnouncementsTab } from '../tabs/announcements.tsx'
import { HomeTab } from '../tabs/home.tsx'
import { MembersTab } from '../tabs/members.tsx'
import { RankTab } from '../tabs/rank.tsx'
import { SectionTab } from '../tabs/section.tsx'
import { SettingTab } from '../tabs/setting.tsx'

const pageStyle = css({ maxW: '1400px', mx: 'auto', p: { base: '3', md: '6' } })
const columnsStyle = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' },
  alignItems: 'start',
})
const sideFirst = css({ order: { base: '-1', lg: '0' } })

const positive = (text: string | undefined): number | undefined => {
  const n = Number(text)
  return Number.isInteger(n) && n >= 1 ? n : undefined
}

function TabBody(props: { readonly tab: GroupTab; readonly view: GroupView }): ReactNode {
  const { tab, view } = props
  if (tab === 'home') return <HomeTab />
  if (!view.rights.member && tab !== 'announcement' && tab !== 'setting')
    return <Empty message={<FormattedMessage id="groups.frame.noAccess" />} />
  switch (tab) {
    case 'member':
      return <MembersTab />
    case 'announcement':
      return view.rights.admin ? (
        <AnnouncementsTab />
      ) : (
        <Empty message={<FormattedMessage id="groups.frame.noAccess" />} />
      )
    case 'setting':
      return view.rights.root ? (
        <SettingTab />
      ) : (
        <Empty message={<FormattedMessage id="groups.frame.noAccess" />} />
      )
    case 'rank':
      return <RankTab />
    default:
      return <SectionTab section={tab} />
  }
}

/**
 * /group/:groupID/...: a group's frame (spec 3 §2.2): its tabs (who sees which, disabled ones without
 * access), the tab's page and the side card (not beside submissions, a problem or a training's pages).
 */
export default function GroupPage(): ReactNode {
  const params = useParams()
  const { pathname } = useLocation()
  const gid = positive(params['groupID'])
  const { loggedIn } = useAuth()
  const user = useUser()
  const site = useSiteConfig()
  const ok = gid !== undefined && loggedIn
  const detail = useApiQuery(GroupApi.detail, { gid: gid ?? 0 }, { enabled: ok, quiet: true })
  const level = useApiQuery(GroupApi.auth, { gid: gid ?? 0 }, { enabled: ok, quiet: true })
  const access = useApiQuery(GroupApi.access, { gid: gid ?? 0 }, { enabled: ok, quiet: true })
  const name = detail.data?.name
  useEffect(() => {
    if (name) document.title = name
  }, [name])
  const superAdmin = hasRole(user, 'root')
  const viewer = {
    username: user?.username,
    superAdmin,
    level: level.data ?? 0,
    access: access.data?.access ?? false,
  }
  const known = detail.data !== undefined && level.isSuccess && access.isSuccess
  const rights = detail.data ? rightsOf(viewer, detail.data.owner) : undefined
  const tabs = rights ? visibleTabs(rights, site?.openGroupDiscussion ?? false) : []
  // The frame's bar shows the group's tabs: which this viewer may use is the group's to say.
  useAreaTabStates(
    known && gid !== undefined ? { area: MODULE_ID, id: String(gid), ...barTabStates(tabs) } : undefined,
  )
  if (gid === undefined) return <Empty message={<FormattedMessage id="groups.frame.notFound" />} />
  if (!loggedIn)
    return (
      <div className={pageStyle}>
        <Empty message={<FormattedMessage id="groups.list.loginFirst" />} />
      </div>
    )
  if (detail.isError)
    return (
      <div className={pageStyle}>
        <LoadError onRetry={() => void detail.refetch()} />
      </div>
    )
  if (!detail.data || !rights || level.isPending || access.isPending) return <Loading />
  const base = `${GroupRoutes.list}/${gid}`
  const rest = pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\/+/, '') : ''
  const view: GroupView = {
    group: detail.data,
    gid,
    level: viewer.level,
    rights,
    username: user?.username,
    superAdmin,
    base,
    rest,
    reload: () => {
      void detail.refetch()
      void level.refetch()
      void access.refetch()
    },
  }
  const current = tabOfPath(rest)
  const wide = fullWidth(rest)
  return (
    <GroupContext.Provider value={view}>
      <div className={pageStyle} data-testid="group-frame">
        {wide ? (
          <TabBody tab={current} view={view} />
        ) : (
          <div className={columnsStyle}>
            <div>
              <TabBody tab={current} view={view} />
            </div>
            <div className={cx(current === 'home' ? sideFirst : undefined)}>
              <SideCard />
            </div>
          </div>
        )}
      </div>
    </GroupContext.Provider>
  )
}
