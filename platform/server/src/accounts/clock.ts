/**
 * "Now" for cooldowns, code expiry, challenges and rate limits. Every such rule reads this one
 * object, so a test moves time forward (vi.spyOn(accountsClock, 'now')) instead of sleeping 60 s.
 */
export const accountsClock = {
  now: (): Date => new Date(),
}

export const later = (from: Date, ms: number): Date => new Date(from.getTime() + ms)
