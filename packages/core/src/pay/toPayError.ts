import { ApiHttpError } from '../api/apiErrors'
import { PAY_ERROR_CODES, PayError, type PayErrorCode } from './PayError'

/** The gateway's Pay refusals that are AppKit's codes under another name. */
const GATEWAY_CODES: Record<string, PayErrorCode> = {
  PAY_NETWORK_NOT_SUPPORTED: 'INVALID_PAYMENT_CONFIG',
}

const gatewayCodeOf = (error: ApiHttpError): string | undefined => {
  const body = error.body
  if (typeof body !== 'object' || body === null) return undefined
  const code = (body as { code?: unknown }).code
  return typeof code === 'string' ? code : undefined
}

/**
 * Any failure of a Pay call as a PayError: a PayError passes through; a gateway refusal whose
 * code is AppKit's (INVALID_AMOUNT, INVALID_ASSET, INVALID_RECIPIENT…) keeps it, with the
 * gateway's sentence in `details`; anything else becomes `fallback` with its cause.
 * @example
 * throw toPayError(error, 'UNABLE_TO_INITIATE_PAYMENT')
 */
export function toPayError(error: unknown, fallback: PayErrorCode): PayError {
  if (error instanceof PayError) return error
  if (error instanceof ApiHttpError) {
    const code = gatewayCodeOf(error)
    const known =
      code && (Object.hasOwn(PAY_ERROR_CODES, code) ? (code as PayErrorCode) : GATEWAY_CODES[code])
    return new PayError(known || fallback, { cause: error, details: error.details })
  }
  return new PayError(fallback, { cause: error })
}
