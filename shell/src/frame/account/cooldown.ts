import { useCallback, useEffect, useState } from 'react'

export interface Cooldown {
  /** Whole seconds left; 0 when the action may be taken again. */
  readonly remaining: number
  start(seconds: number): void
}

/**
 * A countdown kept as an end time, so it stays right whatever the timer's drift. The login dialog
 * holds one per action above its three views, so switching views does not stop it (spec 1 §2).
 */
export function useCooldown(now: () => number = Date.now): Cooldown {
  const [until, setUntil] = useState(0)
  const [, tick] = useState(0)
  const remaining = Math.max(0, Math.ceil((until - now()) / 1000))
  useEffect(() => {
    if (remaining <= 0) return
    const timer = setInterval(() => tick((n) => n + 1), 250)
    return () => clearInterval(timer)
  }, [remaining])
  const start = useCallback((seconds: number) => setUntil(now() + seconds * 1000), [now])
  return { remaining, start }
}
