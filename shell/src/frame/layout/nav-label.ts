import { useIntl } from 'react-intl'

import type { NavItem } from './nav.ts'

/** A nav label by message id; an id the frame does not know falls back to the entry's id, readably. */
export function useNavLabel(): (item: Pick<NavItem, 'id' | 'label'>) => string {
  const intl = useIntl()
  return (item) =>
    item.label in intl.messages
      ? intl.formatMessage({ id: item.label })
      : item.id.replace(/[-_]/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
}
