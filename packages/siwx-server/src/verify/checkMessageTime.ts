import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import { parseDateTime } from '../message/parseDateTime'
import type { ParsedSiwxMessage } from '../message/SiwxMessageFields'

/**
 * Default allowance for clocks that disagree between wallet, browser and server.
 * @example
 * verifySiwxMessage({ ...args, clockSkewMs: DEFAULT_CLOCK_SKEW_MS / 2 })
 */
export const DEFAULT_CLOCK_SKEW_MS = 60_000

/**
 * Check `issuedAt`, `notBefore` and `expirationTime` against `now`, forgiving `clockSkewMs` of
 * disagreement between clocks; `maxAgeMs` also refuses messages issued too long ago. Throws
 * {@link SiwxVerificationError} (`issued-in-future`, `not-yet-valid`, `expired`).
 * @example
 * checkMessageTime(fields, { now: Date.now() })
 */
export function checkMessageTime(
  fields: Pick<ParsedSiwxMessage, 'issuedAt' | 'notBefore' | 'expirationTime'>,
  options: { now: number; clockSkewMs?: number; maxAgeMs?: number },
): void {
  const { now, clockSkewMs = DEFAULT_CLOCK_SKEW_MS, maxAgeMs } = options
  const at = (value: string | undefined) => (value === undefined ? undefined : parseDateTime(value))
  const issuedAt = at(fields.issuedAt) ?? Number.NaN
  const notBefore = at(fields.notBefore)
  const expiresAt = at(fields.expirationTime)
  const meta = [`Now: ${new Date(now).toISOString()}`, `Issued at: ${fields.issuedAt}`]
  if (!(issuedAt <= now + clockSkewMs)) {
    throw new SiwxVerificationError('issued-in-future', { metaMessages: meta })
  }
  if (maxAgeMs !== undefined && issuedAt + maxAgeMs + clockSkewMs <= now) {
    throw new SiwxVerificationError('expired', {
      metaMessages: [...meta, `Maximum age: ${maxAgeMs} ms`],
    })
  }
  if (notBefore !== undefined && now + clockSkewMs < notBefore) {
    throw new SiwxVerificationError('not-yet-valid', {
      metaMessages: [...meta, `Not before: ${fields.notBefore}`],
    })
  }
  if (expiresAt !== undefined && now - clockSkewMs >= expiresAt) {
    throw new SiwxVerificationError('expired', {
      metaMessages: [...meta, `Expiration time: ${fields.expirationTime}`],
    })
  }
}
