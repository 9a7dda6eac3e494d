import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { startPolling } from './poller.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function poller(statuses: ReadonlyArray<number | Error>, maxPolls = 30) {
  const answers: Array<[number, boolean]> = []
  const errors: unknown[] = []
  let i = 0
  const fetch = vi.fn(() => {
    const s = statuses[Math.min(i++, statuses.length - 1)]
    return s instanceof Error ? Promise.reject(s) : Promise.resolve(s ?? 0)
  })
  const stop = startPolling({
    fetch,
    status: (s) => s,
    intervalMs: 2000,
    maxPolls,
    onAnswer: (s, more) => answers.push([s, more]),
    onError: (e) => errors.push(e),
  })
  return { fetch, answers, errors, stop }
}

describe('startPolling', () => {
  it('polls every interval until the verdict', async () => {
    const p = poller([5, 6, 7, 0])
    await vi.advanceTimersByTimeAsync(1999)
    expect(p.fetch).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(p.fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(p.fetch).toHaveBeenCalledTimes(4)
    expect(p.answers).toEqual([
      [5, true],
      [6, true],
      [7, true],
      [0, false],
    ])
  })
  it('stops after the most polls', async () => {
    const p = poller([7], 30)
    await vi.advanceTimersByTimeAsync(2000 * 40)
    expect(p.fetch).toHaveBeenCalledTimes(30)
    expect(p.answers.at(-1)).toEqual([7, false])
  })
  it('stops on an error', async () => {
    const p = poller([5, new Error('down'), 0])
    await vi.advanceTimersByTimeAsync(2000 * 5)
    expect(p.fetch).toHaveBeenCalledTimes(2)
    expect(p.errors).toHaveLength(1)
  })
  it('stops when told', async () => {
    const p = poller([5])
    await vi.advanceTimersByTimeAsync(2000 * 2)
    p.stop()
    await vi.advanceTimersByTimeAsync(2000 * 5)
    expect(p.fetch).toHaveBeenCalledTimes(2)
  })
})
