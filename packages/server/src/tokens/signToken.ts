import { createHmac, timingSafeEqual } from 'node:crypto'

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url')

/**
 * A tamper-proof token of `payload`: its JSON in base64url, a dot, and an HMAC-SHA256 of that
 * text under `secret`: what the gateway hands the on-ramp sandbox, which checks it before it
 * fills an order. Put an `expiresAt` (epoch ms) in the payload for tokens that expire.
 * @example
 * const token = signToken('a-long-shared-secret', { quoteId: 'q1' }) // 'eyJx….3kP…'
 */
export function signToken(secret: string, payload: unknown): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${body}.${mac(secret, body)}`
}

const expired = (payload: unknown, now: number): boolean =>
  typeof payload === 'object' &&
  payload !== null &&
  'expiresAt' in payload &&
  typeof payload.expiresAt === 'number' &&
  payload.expiresAt <= now

/**
 * The payload of a token {@link signToken} made with `secret`; undefined when the token is
 * malformed or was signed with another secret (compared in constant time), and, when `now` is
 * given, when the payload's numeric `expiresAt` (epoch ms) has passed.
 * @example
 * readSignedToken('a-long-shared-secret', token) // { quoteId: 'q1' }
 * readSignedToken(secret, token, { now: Date.now() }) // undefined once payload.expiresAt passed
 */
export function readSignedToken(
  secret: string,
  token: string,
  options: { now?: number } = {},
): unknown {
  const [body, sig, extra] = token.split('.')
  if (!body || !sig || extra !== undefined) return undefined
  const expected = Buffer.from(mac(secret, body))
  const given = Buffer.from(sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  return options.now !== undefined && expired(payload, options.now) ? undefined : payload
}
