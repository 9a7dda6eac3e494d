import { describe, expect, it } from 'vitest'

import { clientAddress, trustedProxies } from './client-ip.ts'

describe('clientAddress', () => {
  const none = trustedProxies([])
  const proxies = trustedProxies(['127.0.0.1', '10.0.0.0/8', 'fd00::/8'])

  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', none)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9')
  })

  it('ignores it from a socket that is not a trusted proxy', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', proxies)).toBe('203.0.113.9')
  })

  it('takes the right-most address that is not a trusted proxy', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.7', proxies)).toBe('198.51.100.7')
    // A client that writes its own header only gets its forgery on the left of the real address.
    expect(clientAddress('10.1.2.3', '6.6.6.6, 198.51.100.7, 10.0.0.5', proxies)).toBe('198.51.100.7')
    expect(clientAddress('::ffff:127.0.0.1', 'fd00::1, 2001:db8::2', proxies)).toBe('2001:db8::2')
  })

  it('keeps the socket address when the header holds nothing usable', () => {
    expect(clientAddress('127.0.0.1', 'garbage, also garbage', proxies)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', '10.0.0.1', proxies)).toBe('10.0.0.1')
  })
})
