import { BlockList, isIP } from 'node:net'

// Which address a request comes from. `X-Forwarded-For` is a header anyone can send: it is believed
// only from the proxies the operator names (OJ_TRUST_PROXY), so per-address limits (logins,
// registrations, mails, captchas) cannot be dodged by writing a header.

export interface TrustedProxies {
  /** Whether this address is one of the configured proxies. */
  has(address: string): boolean
}

const bare = (address: string): string => {
  const trimmed = address.trim()
  // IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d.
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed
}

/** Proxies by address or CIDR block ('127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'). */
export function trustedProxies(entries: ReadonlyArray<string>): TrustedProxies {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(prefix), family)
  }
  return {
    has: (address) => {
      const a = bare(address)
      const family = isIP(a)
      return family !== 0 && list.check(a, family === 6 ? 'ipv6' : 'ipv4')
    },
  }
}

/**
 * The client's address: the socket's, unless the socket is a trusted proxy; then the right-most
 * address of X-Forwarded-For that is not itself a trusted proxy (each proxy appends the address it
 * saw, so only the part our proxies wrote can be believed).
 */
export function clientAddress(
  socket: string,
  forwardedFor: string | undefined,
  proxies: TrustedProxies,
): string {
  const direct = bare(socket)
  if (!forwardedFor || !proxies.has(direct)) return direct
  const hops = forwardedFor
    .split(',')
    .map(bare)
    .filter((hop) => isIP(hop) !== 0)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string
    if (!proxies.has(hop)) return hop
  }
  return hops[0] ?? direct
}
