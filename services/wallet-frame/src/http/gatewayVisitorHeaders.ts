import { isIP } from 'node:net'
import type { Context } from 'hono'

/**
 * The headers that tell the gateway whose call the frame's server is making: the visitor's
 * address and the secret shared with the gateway, which trusts the address only with it. None
 * without a secret (the gateway would ignore the address) or without a usable address.
 * @example
 * const headersOf = gatewayVisitorHeaders(config.gatewayProxySecret, clientIp)
 * await fetch(url, { headers: { ...headersOf(c), 'content-type': 'application/json' } })
 */
export function gatewayVisitorHeaders(
  secret: string | undefined,
  clientIp: (c: Context) => string,
): (c: Context) => Record<string, string> {
  return (c) => {
    const ip = clientIp(c)
    if (secret === undefined || isIP(ip) === 0) return {}
    return { 'x-portico-visitor-ip': ip, 'x-portico-proxy-secret': secret }
  }
}

/** A function made by {@link gatewayVisitorHeaders}. @example const h = headersOf(c) */
export type VisitorHeaders = ReturnType<typeof gatewayVisitorHeaders>
