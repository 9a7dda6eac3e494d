import type { CreateToasterProps, CreateToasterReturn } from '@ark-ui/react/toast'
import { type ReactNode, useSyncExternalStore } from 'react'

export type ToastKind = 'success' | 'info' | 'warning' | 'error'

/** A toast to show: the part of ark's toast options this kit uses. */
interface ToastOptions {
  /** Given by create() when not set; a toast created again with the same id is updated. */
  readonly id?: string
  readonly type?: ToastKind
  readonly title?: ReactNode
  readonly description?: ReactNode
  /** In ms; the queue's own when not given. */
  readonly duration?: number
}

/** A queue of toasts, as ark's toaster: create shows one, dismiss lets it leave, remove drops it at once. */
export interface ToastQueue {
  /** Shows a toast (or queues it when the queue is full) and returns its id. */
  create(options: ToastOptions): string
  /** Closes a toast, or every one, through its exit animation. */
  dismiss(id?: string): void
  /** Removes a toast, or every one, and what is waiting, at once. */
  remove(id?: string): void
}

type ListModule = typeof import('./toast-list.tsx')

/** What a queue holds once ark's part has come: its store and the component that renders it. */
interface Loaded {
  readonly store: CreateToasterReturn
  readonly List: ListModule['ToastList']
}

let listModule: Promise<ListModule> | undefined
const loadList = () => (listModule ??= import('./toast-list.tsx'))

let ids = 0

/**
 * A queue whose ark store (zag's toast machines and the list that renders them) is fetched with its
 * first toast: most page loads show none, so the shell's first load need not carry them (issue 38).
 * Until it has come, calls wait in order and run on the store as soon as it is made.
 */
function lazyQueue(options: CreateToasterProps) {
  let loaded: Loaded | undefined
  let waiting: Array<(store: CreateToasterReturn) => void> = []
  const listeners = new Set<() => void>()
  const load = () => {
    loadList().then(
      (m) => {
        const store = m.createToaster(options)
        loaded = { store, List: m.ToastList }
        for (const call of waiting) call(store)
        waiting = []
        for (const listener of listeners) listener()
      },
      (error: unknown) => {
        // A toast is of the moment: the ones waiting are dropped, the next one tries again.
        waiting = []
        listModule = undefined
        console.error(error)
      },
    )
  }
  const run = (call: (store: CreateToasterReturn) => void) => {
    if (loaded) return call(loaded.store)
    waiting.push(call)
    if (waiting.length === 1) load()
  }
  const queue: ToastQueue = {
    create(toast) {
      const id = toast.id ?? `toast:${++ids}`
      run((store) => store.create({ ...toast, id }))
      return id
    },
    // Before the first toast there is nothing to close, and nothing to fetch for it.
    dismiss(id) {
      if (loaded || waiting.length > 0) run((store) => store.dismiss(id))
    },
    remove(id) {
      if (loaded || waiting.length > 0) run((store) => store.remove(id))
    },
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
  return { queue, subscribe, current: () => loaded }
}

const toasts = lazyQueue({ placement: 'top', max: 1, duration: 4000, offsets: '16px' })
const notices = lazyQueue({ placement: 'top-end', max: 3, duration: 5000, offsets: '16px' })

/**
 * The page's one toast queue (spec 1 §8: one at a time, 4000 ms, top-centre). Only the shell renders
 * <Toaster />; remotes show toasts through the platform context's `toast()`, which calls showToast.
 */
export const toaster: ToastQueue = toasts.queue

/**
 * The notifications of failed calls (spec 1 §8: besides the message, a notification for 5 s, not on
 * mobile): top right, a few stacked.
 */
export const notifier: ToastQueue = notices.queue

/** Shows a toast, replacing the one on screen. */
export function showToast(kind: ToastKind, text: string): void {
  toaster.remove()
  toaster.create({ type: kind, title: text })
}

const noLoaded = () => undefined

/** Nothing until the queue's first toast has brought ark's part, then its list. */
function LazyList(props: { readonly of: typeof toasts }) {
  const loaded = useSyncExternalStore(props.of.subscribe, props.of.current, noLoaded)
  return loaded ? <loaded.List of={loaded.store} /> : null
}

/** Renders the toasts of `toaster`; mount it once, near the root of the page. */
export function Toaster() {
  return <LazyList of={toasts} />
}

/** Renders the notifications of `notifier`; mount it once, beside <Toaster />. */
export function Notifier() {
  return <LazyList of={notices} />
}
