import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The payload of a token the gateway signed with the shared secret (base64url JSON, a dot, its
 * HMAC-SHA256); undefined when malformed or signed with another secret.
 * @example
 * readSignedToken(secret, url.searchParams.get('order') ?? '')
 */
export function readSignedToken(secret: string, token: string): unknown {
  const [body, sig, extra] = token.split('.')
  if (!body || !sig || extra !== undefined) return undefined
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('base64url'))
  const given = Buffer.from(sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}
