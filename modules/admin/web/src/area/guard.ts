// Who may open which page of the admin area (spec 3 §2.11 and the guards of its route table).
import { mayOpen } from './menu.ts'

/** What the admin area does with a route under /admin. */
export type Decision =
  /** The sign-in page (public). */
  | { readonly kind: 'login' }
  /** An administrator on the sign-in page, or /admin itself: to the dashboard. */
  | { readonly kind: 'dashboard' }
  /** To the sign-in page, with a warning (a message id). */
  | { readonly kind: 'refuse'; readonly message: 'admin.guard.loginFirst' | 'admin.guard.adminAccount' }
  /** The page may show. */
  | { readonly kind: 'show' }

export interface Viewer {
  readonly loggedIn: boolean
  readonly roles: ReadonlyArray<string>
  /**
   * The sign-in page was reached by a refusal (its `reason`): it stays, even for an administrator,
   * so that one may sign in with an account that may open the page (HOJ's guard does the same).
   */
  readonly refused?: boolean
}

/**
 * `route` is the path under /admin ('' for /admin itself); `needs` the role its menu entry names
 * (undefined for a route no entry names: any admin role, and the page says it is not found).
 */
export function decide(route: string, viewer: Viewer, needs: 'admin' | 'root' | undefined): Decision {
  const first = route.split('/').find(Boolean) ?? ''
  const admin = viewer.loggedIn && mayOpen(viewer.roles, 'admin')
  if (first === 'login') return admin && !viewer.refused ? { kind: 'dashboard' } : { kind: 'login' }
  if (!viewer.loggedIn) return { kind: 'refuse', message: 'admin.guard.loginFirst' }
  if (!admin || !mayOpen(viewer.roles, needs ?? 'admin')) {
    return { kind: 'refuse', message: 'admin.guard.adminAccount' }
  }
  return first === '' ? { kind: 'dashboard' } : { kind: 'show' }
}
