import {
  type ComponentType,
  lazy,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react'

import { ErrorBoundary } from './error-boundary.tsx'
import { getPlatform } from './install.ts'
import type { PageLoader, SlotId } from './module.ts'
import { ModuleIntl } from './module-intl.tsx'
import type { SlotContribution } from './platform.ts'

const lazyPieces = new WeakMap<PageLoader, LazyExoticComponent<ComponentType>>()

function pieceOf(load: PageLoader): LazyExoticComponent<ComponentType> {
  let piece = lazyPieces.get(load)
  if (!piece) lazyPieces.set(load, (piece = lazy(load)))
  return piece
}

/**
 * Renders what every enabled module contributes to a slot, each in its own error boundary and with
 * its own module's texts, so one broken contribution never takes the host page down.
 */
export function Slot(props: { readonly id: SlotId; readonly fallback?: ReactNode }): ReactNode {
  const [items, setItems] = useState<ReadonlyArray<SlotContribution>>([])
  useEffect(() => {
    let live = true
    getPlatform()
      .loadSlot(props.id)
      .then(
        (found) => live && setItems(found),
        () => live && setItems([]),
      )
    return () => {
      live = false
    }
  }, [props.id])
  return items.map((item) => {
    const Piece = pieceOf(item.load)
    return (
      <ErrorBoundary key={item.moduleId} message="sdk.error.moduleLoad">
        <ModuleIntl messages={item.messages}>
          <Suspense fallback={props.fallback ?? null}>
            <Piece />
          </Suspense>
        </ModuleIntl>
      </ErrorBoundary>
    )
  })
}
