import type { ApiError } from '@portico/common/schemas/api'
import { InvalidSiwxMessageError } from '../errors/InvalidSiwxMessageError'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'

/**
 * HTTP status and `{ code, message }` body of the errors the SIWX routes answer themselves;
 * `undefined` for anything else (left to the host app's error handler).
 * @example
 * const answer = siwxApiError(error)
 * if (answer) return c.json(answer.body, answer.status)
 */
export function siwxApiError(
  error: unknown,
): { status: 400 | 401 | 403; body: ApiError } | undefined {
  if (error instanceof InvalidSiwxMessageError) {
    return {
      status: 400,
      body: { code: 'SIWX_INVALID_MESSAGE', message: `${error.shortMessage}: ${error.details}` },
    }
  }
  if (!(error instanceof SiwxVerificationError)) return undefined
  if (error.reason === 'domain-mismatch') {
    // The message names a site this project does not allow (spec §8 server message).
    return {
      status: 403,
      body: { code: 'UNAUTHORIZED_ORIGIN', message: 'Unauthorized: origin not allowed' },
    }
  }
  const code = `SIWX_${error.reason.toUpperCase().replaceAll('-', '_')}`
  return { status: 401, body: { code, message: error.shortMessage } }
}

/**
 * Body of a 401 for a missing, unknown, revoked or expired session token.
 * @example
 * if (!session) return c.json(INVALID_TOKEN, 401)
 */
export const INVALID_TOKEN: ApiError = {
  code: 'SIWX_INVALID_TOKEN',
  message: 'Unauthorized: invalid or expired session token',
}

/**
 * Body of a 400 for a signature longer than an EOA's 65 bytes when no chain client could check
 * a contract account's (ERC-1271 / ERC-6492) signature on the message's network.
 * @example
 * if (tooLong) return c.json(SIGNATURE_TOO_LONG, 400)
 */
export const SIGNATURE_TOO_LONG: ApiError = {
  code: 'SIWX_SIGNATURE_TOO_LONG',
  message: 'Invalid input: signature is longer than 65 bytes and no chain client can verify it',
}
