import { type ComponentType, createElement, type ReactNode, useEffect, useSyncExternalStore } from 'react'

/** A component whose code is a chunk of its own, fetched when it first renders (or ahead, by `preload`). */
export interface OnDemand<P extends object> {
  (props: P): ReactNode
  /** Starts the fetch ahead of the first render (a pointer over a trigger, say); fetches once. */
  preload(): void
}

/**
 * A component fetched on demand (issue 38: what most visits never show stays out of the first load).
 * It renders `fallback` until its chunk has come, then the component, by a plain update: not through
 * React.lazy, whose reveal behind a Suspense boundary is a retry commit that React may hold back
 * (the browser tests logged React error #177 around a lazy dialog panel under load). A failed fetch
 * is logged and tried again when one next mounts (or on `preload`).
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: () => ReactNode = () => null,
): OnDemand<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<void> | undefined
  const arrivals = new Set<() => void>()
  const preload = (): void => {
    loading ??= load().then(
      (component) => {
        loaded = component
        for (const arrived of arrivals) arrived()
      },
      (error: unknown) => {
        loading = undefined
        console.error(error)
      },
    )
  }
  const subscribe = (arrived: () => void) => {
    arrivals.add(arrived)
    return () => void arrivals.delete(arrived)
  }
  const current = () => loaded
  function Fetched(props: P): ReactNode {
    const Component = useSyncExternalStore(subscribe, current, current)
    useEffect(() => {
      if (!Component) preload()
    }, [Component])
    return Component ? createElement(Component, props) : fallback()
  }
  return Object.assign(Fetched, { preload })
}
