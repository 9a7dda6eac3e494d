import { Empty } from '@oj/sdk/ui'
import { ScopedSections, Slot } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

import { type GroupTab, TAB_PATH } from '../access.ts'
import { useGroup } from '../group-context.ts'

/**
 * A tab of objects another module keeps with the group's id (problems, trainings, contests,
 * discussions, submissions): that module's fill of the `scope.section` slot, given the group as the
 * scope and whether the caller manages it.
 */
export function SectionTab(props: { readonly section: GroupTab }): ReactNode {
  const view = useGroup()
  const path = TAB_PATH[props.section]
  const base = `${view.base}/${path}`
  const rest = view.rest.startsWith(path) ? view.rest.slice(path.length).replace(/^\/+/, '') : ''
  return (
    <Slot
      def={ScopedSections.section}
      props={{
        scope: { param: 'gid', id: view.gid },
        section: props.section,
        base,
        rest,
        manage: view.rights.admin,
        problemPrefix: view.group.shortName.toUpperCase(),
      }}
      empty={<Empty message={<FormattedMessage id="groups.section.none" />} />}
    />
  )
}
