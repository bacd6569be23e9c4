import type { ServiceError } from '@portico/common'
import { InvalidSiwxMessageError } from '../errors/InvalidSiwxMessageError'
import {
  SiwxVerificationError,
  type SiwxVerificationFailure,
} from '../errors/SiwxVerificationError'
import type { SiwxErrorCode } from './siwxErrorCodes'
import { siwxServiceError } from './siwxServiceError'

const FAILURE_CODES = {
  'invalid-signature': 'SIWX_INVALID_SIGNATURE',
  'smart-account-unverifiable': 'SIWX_SMART_ACCOUNT_UNVERIFIABLE',
  'domain-mismatch': 'UNAUTHORIZED_ORIGIN',
  'scheme-mismatch': 'SIWX_SCHEME_MISMATCH',
  'uri-mismatch': 'SIWX_URI_MISMATCH',
  'chain-mismatch': 'SIWX_CHAIN_MISMATCH',
  'nonce-mismatch': 'SIWX_NONCE_MISMATCH',
  expired: 'SIWX_EXPIRED',
  'not-yet-valid': 'SIWX_NOT_YET_VALID',
  'issued-in-future': 'SIWX_ISSUED_IN_FUTURE',
  'unsupported-namespace': 'SIWX_UNSUPPORTED_NAMESPACE',
} as const satisfies Record<SiwxVerificationFailure, SiwxErrorCode>

/**
 * The ServiceError for a failed parse or verification of a sign-in message, or `undefined` for
 * any other error (left to the host's error handler as an internal error).
 * @example
 * throw toSiwxServiceError(error) ?? error
 */
export function toSiwxServiceError(error: unknown): ServiceError<SiwxErrorCode> | undefined {
  if (error instanceof InvalidSiwxMessageError) {
    const message = `${error.shortMessage}: ${error.details}`
    return siwxServiceError('SIWX_INVALID_MESSAGE', { message, cause: error })
  }
  if (!(error instanceof SiwxVerificationError)) return undefined
  const code = FAILURE_CODES[error.reason]
  // The origin refusal keeps the spec's server sentence; the others say which check failed.
  const message = code === 'UNAUTHORIZED_ORIGIN' ? undefined : error.shortMessage
  return siwxServiceError(code, { ...(message === undefined ? {} : { message }), cause: error })
}
