import { useAuth, useLocale, useModules, useSiteConfig } from '@oj/sdk/web'
import { useIntl } from 'react-intl'

import { buildNav, type NavItem, type NavViewer } from './nav.ts'

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

/** Who is looking and the site's switches: what the descriptors' visibility rules are judged by. */
export function useNavViewer(): NavViewer {
  const { loggedIn, user } = useAuth()
  const site = useSiteConfig()
  return { loggedIn, roles: user?.roleList ?? [], site }
}

/** The bar's entries for the current viewer and site switches (the top bar's and the drawer's). */
export function useNav(): ReadonlyArray<NavItem> {
  return buildNav(useModules(), useNavViewer())
}
