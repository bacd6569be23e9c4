import { createHash, timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import type { ClientIp } from './ClientIp'

/** The visitor's address, as the wallet frame saw it. */
export const VISITOR_IP_HEADER = 'X-Portico-Visitor-Ip'
/** The secret the gateway shares with the wallet frame (`walletFrame.proxySecret`). */
export const PROXY_SECRET_HEADER = 'X-Portico-Proxy-Secret'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * The client-IP rule with the wallet frame in front: the frame's server calls the gateway for
 * every embedded-wallet visitor (bundler, smart sessions), so all of them would share the frame's
 * address. A request carrying `X-Portico-Proxy-Secret` equal to `secret` (compared in constant
 * time) counts as its `X-Portico-Visitor-Ip`; without the secret configured, or with a wrong or
 * missing one, the header is ignored and `base` decides: a caller sending it directly gains
 * nothing.
 * @example
 * const clientIp = frameVisitorIp(createClientIp({ trustProxy: false }), config.walletFrame.proxySecret)
 */
export function frameVisitorIp(base: ClientIp, secret: string | undefined): ClientIp {
  if (secret === undefined) return base
  const expected = digest(secret)
  return (c) => {
    const visitor = c.req.header(VISITOR_IP_HEADER)?.trim()
    const offered = c.req.header(PROXY_SECRET_HEADER)
    if (!visitor || offered === undefined || isIP(visitor) === 0) return base(c)
    return timingSafeEqual(digest(offered), expected) ? visitor : base(c)
  }
}
