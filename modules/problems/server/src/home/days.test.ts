import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'

import { cachedFor } from './cached.ts'
import { lastDays, localDate, parseLocalDate, startOfLocalDay } from './days.ts'

describe('local days', () => {
  it('formats and parses local dates', () => {
    expect(localDate(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29')
    expect(parseLocalDate('2024-02-29')).toEqual(new Date(2024, 1, 29))
    for (const bad of ['2023-02-29', '2024-13-01', '2024-1-01', '', '2024-01-01T00:00']) {
      expect(parseLocalDate(bad), bad).toBeUndefined()
    }
  })

  it('gives the last 7 days oldest first, ending today, across a month end', () => {
    const days = lastDays(new Date(2024, 2, 3, 15, 30), 7)
    expect(days.map((d) => d.label)).toEqual(['02-26', '02-27', '02-28', '02-29', '03-01', '03-02', '03-03'])
    expect(days[0]!.start).toEqual(new Date(2024, 1, 26))
    expect(days[6]!.end).toEqual(new Date(2024, 2, 4))
    days.slice(1).forEach((d, i) => expect(d.start).toEqual(days[i]!.end))
    expect(startOfLocalDay(new Date(2024, 0, 1, 5), -1)).toEqual(new Date(2023, 11, 31))
  })
})

describe('cachedFor', () => {
  const setup = () => {
    let clock = new Date(2024, 4, 10, 12, 0, 0)
    let builds = 0
    const get = cachedFor(
      60_000,
      () => Effect.sync(() => ++builds),
      () => clock,
    )
    return {
      get: (force = false) => Effect.runSync(get(force)),
      advance: (ms: number) => (clock = new Date(clock.getTime() + ms)),
      setClock: (d: Date) => (clock = d),
    }
  }

  it('serves the cached value for the TTL; forceRefresh and expiry rebuild', () => {
    const c = setup()
    expect(c.get()).toBe(1)
    c.advance(59_000)
    expect(c.get()).toBe(1)
    expect(c.get(true)).toBe(2)
    expect(c.get()).toBe(2)
    c.advance(60_000)
    expect(c.get()).toBe(3)
  })

  it('rebuilds on a new local day even within the TTL', () => {
    const c = setup()
    c.setClock(new Date(2024, 4, 10, 23, 59, 50))
    expect(c.get()).toBe(1)
    c.advance(20_000)
    expect(c.get()).toBe(2)
  })

  it('does not keep a failed build', () => {
    let fail = true
    const get = cachedFor(60_000, () => (fail ? Effect.fail('boom') : Effect.succeed('ok')))
    expect(Effect.runSyncExit(get(false))._tag).toBe('Failure')
    fail = false
    expect(Effect.runSync(get(false))).toBe('ok')
  })
})
