import { Component, type ErrorInfo, type ReactNode, useSyncExternalStore } from 'react'

import { DEFAULT_LOCALE, type Locale } from '../shared/locale.ts'
import { getPlatform } from './install.ts'
import { type SdkMessageId, sdkText } from './messages.ts'

export interface ErrorBoundaryProps {
  readonly children?: ReactNode
  /** What to show instead of the children; defaults to a localised notice with a retry button. */
  readonly fallback?: (props: { readonly error: unknown; readonly reset: () => void }) => ReactNode
  /** Changing it clears a caught error (e.g. the pathname, so navigating away recovers). */
  readonly resetKey?: unknown
  /** The notice's text when no fallback is given. */
  readonly message?: SdkMessageId
}

interface State {
  readonly error: unknown
  readonly failed: boolean
}

/** Keeps one broken page, slot or remote from blanking the rest of the screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: undefined, failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Reported once here; the page itself keeps working.
    console.warn('[oj] a part of the page failed to render', error, info.componentStack)
  }

  override componentDidUpdate(prev: ErrorBoundaryProps): void {
    if (this.state.failed && !Object.is(prev.resetKey, this.props.resetKey)) this.reset()
  }

  reset = (): void => this.setState({ error: undefined, failed: false })

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    if (this.props.fallback) return this.props.fallback({ error: this.state.error, reset: this.reset })
    return <ErrorNotice message={this.props.message ?? 'sdk.error.render'} onRetry={this.reset} />
  }
}

function useSdkLocale(): Locale {
  // Works outside any IntlProvider (a boundary may sit above it) and before a platform exists.
  const store = (() => {
    try {
      return getPlatform().locale
    } catch {
      return undefined
    }
  })()
  const subscribe = store?.subscribe ?? (() => () => {})
  const get = store?.get ?? (() => DEFAULT_LOCALE)
  return useSyncExternalStore(subscribe, get, get)
}

/** A plain, localised notice; styled by the `oj-notice` class where the page has styles for it. */
export function ErrorNotice(props: {
  readonly message: SdkMessageId
  readonly onRetry?: () => void
}): ReactNode {
  const locale = useSdkLocale()
  return (
    <div
      role="alert"
      className="oj-notice"
      data-kind="error"
      style={{ padding: '24px 16px', textAlign: 'center' }}
    >
      <p style={{ margin: '0 0 12px' }}>{sdkText(locale, props.message)}</p>
      {props.onRetry ? (
        <button type="button" className="oj-notice-action" onClick={props.onRetry}>
          {sdkText(locale, 'sdk.action.retry')}
        </button>
      ) : null}
    </div>
  )
}
