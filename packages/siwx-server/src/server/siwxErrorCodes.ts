import { SERVICE_ERROR_CODES } from '@portico/common'
import { SIWX_FAILURE_MESSAGES } from '../errors/SiwxVerificationError'

/**
 * Every error the SIWX routes answer with: the shared service codes they use and their own
 * `SIWX_*` codes. A host such as the gateway lists them in its catalogue; its error handler
 * shapes each into `{ code, message }`.
 * @example
 * SIWX_ERROR_CODES.SIWX_INVALID_TOKEN.status // 401
 */
export const SIWX_ERROR_CODES = {
  INVALID_PARAMS: SERVICE_ERROR_CODES.INVALID_PARAMS,
  // A message naming a site the project does not allow (spec §8 server message).
  UNAUTHORIZED_ORIGIN: SERVICE_ERROR_CODES.UNAUTHORIZED_ORIGIN,
  SIWX_INVALID_MESSAGE: { status: 400, message: 'Invalid sign-in message' },
  SIWX_SIGNATURE_TOO_LONG: {
    status: 400,
    message: 'Invalid input: signature is longer than 65 bytes and no chain client can verify it',
  },
  SIWX_INVALID_TOKEN: {
    status: 401,
    message: 'Unauthorized: invalid or expired session token',
  },
  SIWX_INVALID_SIGNATURE: { status: 401, message: SIWX_FAILURE_MESSAGES['invalid-signature'] },
  SIWX_SMART_ACCOUNT_UNVERIFIABLE: {
    status: 401,
    message: SIWX_FAILURE_MESSAGES['smart-account-unverifiable'],
  },
  SIWX_SCHEME_MISMATCH: { status: 401, message: SIWX_FAILURE_MESSAGES['scheme-mismatch'] },
  SIWX_URI_MISMATCH: { status: 401, message: SIWX_FAILURE_MESSAGES['uri-mismatch'] },
  SIWX_CHAIN_MISMATCH: { status: 401, message: SIWX_FAILURE_MESSAGES['chain-mismatch'] },
  SIWX_NONCE_MISMATCH: { status: 401, message: SIWX_FAILURE_MESSAGES['nonce-mismatch'] },
  SIWX_EXPIRED: { status: 401, message: SIWX_FAILURE_MESSAGES.expired },
  SIWX_NOT_YET_VALID: { status: 401, message: SIWX_FAILURE_MESSAGES['not-yet-valid'] },
  SIWX_ISSUED_IN_FUTURE: { status: 401, message: SIWX_FAILURE_MESSAGES['issued-in-future'] },
  SIWX_UNSUPPORTED_NAMESPACE: {
    status: 401,
    message: SIWX_FAILURE_MESSAGES['unsupported-namespace'],
  },
} as const

/** One of the SIWX routes' error codes. @example const code: SiwxErrorCode = 'SIWX_EXPIRED' */
export type SiwxErrorCode = keyof typeof SIWX_ERROR_CODES
