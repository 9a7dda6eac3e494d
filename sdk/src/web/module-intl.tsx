import { type ReactNode, useEffect, useState } from 'react'
import { IntlProvider, ReactIntlErrorCode } from 'react-intl'

import { DEFAULT_LOCALE, type Locale } from '../shared/locale.ts'
import { uiMessages } from '../ui/messages.ts'
import { useLocale } from './hooks.ts'
import { sdkMessages } from './messages.ts'
import type { MessageLoader } from './module.ts'

export type MessageLoaders = { readonly [L in Locale]: MessageLoader }
export type Messages = Readonly<Record<string, string>>

const cache = new WeakMap<MessageLoaders, Map<Locale, Promise<Messages>>>()

/**
 * A module's catalogue for one locale, merged over the SDK's own texts (runtime and ui kit), so module
 * authors never merge those themselves; loaded once per locale.
 */
export function loadMessages(loaders: MessageLoaders, locale: Locale): Promise<Messages> {
  let byLocale = cache.get(loaders)
  if (!byLocale) cache.set(loaders, (byLocale = new Map()))
  let found = byLocale.get(locale)
  if (!found) {
    found = loaders[locale]()
      .then((m) => ({ ...uiMessages[locale], ...sdkMessages[locale], ...m.default }))
      .catch((error: unknown) => {
        console.warn(`[oj] messages for ${locale} failed to load`, error)
        byLocale.delete(locale)
        return { ...uiMessages[locale], ...sdkMessages[locale] }
      })
    byLocale.set(locale, found)
  }
  return found
}

/**
 * The messages of the current locale. Until the new locale's catalogue has arrived it keeps the
 * previous pair, so a switch never shows one language's texts under the other's formatting.
 */
export function useMessages(loaders: MessageLoaders): { locale: Locale; messages: Messages } | undefined {
  const locale = useLocale()
  const [state, setState] = useState<{ locale: Locale; messages: Messages; loaders: MessageLoaders }>()
  useEffect(() => {
    let live = true
    void loadMessages(loaders, locale).then((messages) => {
      if (live) setState({ locale, messages, loaders })
    })
    return () => {
      live = false
    }
  }, [loaders, locale])
  return state && state.loaders === loaders ? state : undefined
}

function onIntlError(error: { code: string; message: string }): void {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) console.warn(`[oj] ${error.message}`)
  else console.error(error)
}

/** react-intl for one module's texts (nested providers let a slot speak its own module's language). */
export function ModuleIntl(props: {
  readonly messages: MessageLoaders
  readonly children?: ReactNode
}): ReactNode {
  const loaded = useMessages(props.messages)
  if (!loaded) return null
  return (
    <IntlProvider
      locale={loaded.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={loaded.messages}
      onError={onIntlError}
    >
      {props.children}
    </IntlProvider>
  )
}
