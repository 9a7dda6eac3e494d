import { Context } from 'effect'

/**
 * The HTTP side of the current request, for the platform's built-in plugins only (modules see the
 * sdk's RequestContext): the session token as sent, and reply headers to add (login sets the token).
 */
export interface HttpExchangeShape {
  readonly token: string | undefined
  readonly userAgent: string
  setHeader(name: string, value: string): void
}
export class HttpExchange extends Context.Service<HttpExchange, HttpExchangeShape>()(
  'platform/HttpExchange',
) {}

/** The token of an `Authorization` header: HOJ clients send it bare, others as `Bearer <token>`. */
export function readToken(header: string | undefined): string | undefined {
  if (!header) return undefined
  const value = header.trim().replace(/^Bearer\s+/i, '')
  return value.length > 0 ? value : undefined
}
