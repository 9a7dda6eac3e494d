import { useEffect, useState } from 'react'

/** The server's clock, ticking each second: `serverNow` (ISO) was its time when the reply came at `receivedAt`. */
export function useServerNow(serverNow: string | undefined, receivedAt: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  if (!serverNow) return now
  return now + (new Date(serverNow).getTime() - (receivedAt || now))
}
