import { useAuth, useLocale, useModules, useSiteConfig } from '@oj/sdk/web'
import { useIntl } from 'react-intl'

import { buildNav, type NavItem } from './nav.ts'

/**
 * A nav label: a module's text in the current language, or a frame message id; an id the frame does
 * not know falls back to the entry's id, readably.
 */
export function useNavLabel(): (item: Pick<NavItem, 'id' | 'label'>) => string {
  const intl = useIntl()
  const locale = useLocale()
  return (item) =>
    typeof item.label === 'object'
      ? item.label[locale]
      : item.label in intl.messages
        ? intl.formatMessage({ id: item.label })
        : item.id.replace(/[-_]/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
}

/** The bar's entries for the current viewer and site switches. */
export function useNav(): ReadonlyArray<NavItem> {
  const modules = useModules()
  const { loggedIn, user } = useAuth()
  const site = useSiteConfig()
  return buildNav(modules, { loggedIn, roles: user?.roleList ?? [], site })
}
