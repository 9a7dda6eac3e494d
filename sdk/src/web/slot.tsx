import {
  type ComponentType,
  lazy,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react'

import type { SlotDef } from '../shared/slot.ts'
import { ErrorBoundary } from './error-boundary.tsx'
import { getPlatform } from './install.ts'
import type { PieceLoader } from './module.ts'
import { ModuleIntl } from './module-intl.tsx'
import type { SlotContribution } from './platform.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPiece = LazyExoticComponent<ComponentType<any>>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lazyPieces = new WeakMap<PieceLoader<any>, AnyPiece>()

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function pieceOf(load: PieceLoader<any>): AnyPiece {
  let piece = lazyPieces.get(load)
  if (!piece) lazyPieces.set(load, (piece = lazy(load)))
  return piece
}

export interface SlotProps<P> {
  readonly def: SlotDef<P>
  /** What every contribution gets, typed by the slot. */
  readonly props: P
  readonly fallback?: ReactNode
  /** Shown when no enabled module fills the slot (after the modules were asked). */
  readonly empty?: ReactNode
  /** Only the fills of these modules (e.g. the one whose admin menu entry names the route). */
  readonly only?: ReadonlyArray<string>
}

/**
 * Renders what every enabled module contributes to a slot, each in its own error boundary and with
 * its own module's texts, so one broken contribution never takes the host page down. Only modules
 * whose descriptor lists the slot are loaded.
 */
export function Slot<P>(props: SlotProps<P>): ReactNode {
  const id = props.def.id
  const [items, setItems] = useState<{ id: string; found: ReadonlyArray<SlotContribution> }>()
  useEffect(() => {
    let live = true
    getPlatform()
      .loadSlot(id)
      .then(
        (found) => live && setItems({ id, found }),
        () => live && setItems({ id, found: [] }),
      )
    return () => {
      live = false
    }
  }, [id])
  if (items?.id !== id) return props.fallback ?? null
  const shown = props.only ? items.found.filter((item) => props.only?.includes(item.moduleId)) : items.found
  if (shown.length === 0) return props.empty ?? null
  return shown.map((item) => {
    const Piece = pieceOf(item.load)
    return (
      <ErrorBoundary key={item.moduleId} message="sdk.error.moduleLoad">
        <ModuleIntl messages={item.messages}>
          <Suspense fallback={props.fallback ?? null}>
            <Piece {...(props.props as object)} />
          </Suspense>
        </ModuleIntl>
      </ErrorBoundary>
    )
  })
}
