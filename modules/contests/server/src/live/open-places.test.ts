import { describe, expect, it } from 'vitest'

import { OpenPlaces } from './open-places.ts'

const LIMITS = { perUser: 2, perAddress: 3 }
const released = (place: ReturnType<OpenPlaces['take']>) => {
  if (!('release' in place)) throw new Error(`refused at ${place.limit}`)
  return place.release
}

describe('the open places of live connections', () => {
  it('gives a user places up to its limit, from any address, then refuses with that limit', () => {
    const places = new OpenPlaces(LIMITS)
    expect('release' in places.take('u1', '10.0.0.1')).toBe(true)
    expect('release' in places.take('u1', '10.0.0.2')).toBe(true)
    expect(places.take('u1', '10.0.0.3')).toEqual({ limit: LIMITS.perUser, of: 'user' })
    // another user is not held back by it
    expect('release' in places.take('u2', '10.0.0.1')).toBe(true)
  })

  it('gives an address places up to its limit, signed in or not, then refuses with that limit', () => {
    const places = new OpenPlaces(LIMITS)
    expect('release' in places.take(undefined, '10.0.0.9')).toBe(true)
    expect('release' in places.take('u1', '10.0.0.9')).toBe(true)
    expect('release' in places.take('u2', '10.0.0.9')).toBe(true)
    expect(places.take(undefined, '10.0.0.9')).toEqual({ limit: LIMITS.perAddress, of: 'address' })
    expect(places.take('u3', '10.0.0.9')).toEqual({ limit: LIMITS.perAddress, of: 'address' })
    // a refused take holds nothing: u3 still has both its places elsewhere
    expect('release' in places.take('u3', '10.0.0.10')).toBe(true)
    expect('release' in places.take('u3', '10.0.0.11')).toBe(true)
  })

  it('answers the user’s limit when both the user and the address are full', () => {
    const places = new OpenPlaces(LIMITS)
    released(places.take('u1', '10.0.0.1'))
    released(places.take('u1', '10.0.0.1'))
    released(places.take(undefined, '10.0.0.1'))
    expect(places.take('u1', '10.0.0.1')).toEqual({ limit: LIMITS.perUser, of: 'user' })
  })

  it('frees the user’s and the address’s place on release, once however often it is called', () => {
    const places = new OpenPlaces(LIMITS)
    const first = released(places.take('u1', '10.0.0.1'))
    released(places.take('u1', '10.0.0.1'))
    released(places.take(undefined, '10.0.0.1'))
    expect(places.take('u1', '10.0.0.2')).toEqual({ limit: LIMITS.perUser, of: 'user' })
    expect(places.take('u2', '10.0.0.1')).toEqual({ limit: LIMITS.perAddress, of: 'address' })
    first()
    first()
    expect('release' in places.take('u1', '10.0.0.2')).toBe(true)
    expect('release' in places.take('u2', '10.0.0.1')).toBe(true)
    // the second call gave nothing more back
    expect(places.take('u1', '10.0.0.3')).toEqual({ limit: LIMITS.perUser, of: 'user' })
    expect(places.take(undefined, '10.0.0.1')).toEqual({ limit: LIMITS.perAddress, of: 'address' })
  })
})
