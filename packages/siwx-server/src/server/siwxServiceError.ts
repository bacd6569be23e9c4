import { ServiceError } from '@portico/common'
import { SIWX_ERROR_CODES, type SiwxErrorCode } from './siwxErrorCodes'

/**
 * The {@link ServiceError} the SIWX routes throw for `code`; the host's error handler answers
 * it as `{ code, message }` with the catalogue's status.
 * @example
 * throw siwxServiceError('INVALID_PARAMS', { message: 'Invalid input: projectId is required' })
 */
export function siwxServiceError(
  code: SiwxErrorCode,
  args: { message?: string; cause?: unknown } = {},
): ServiceError<SiwxErrorCode> {
  return new ServiceError(code, SIWX_ERROR_CODES, args)
}
