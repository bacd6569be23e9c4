/**
 * Error messages the blockchain and relay services answer with (spec §8).
 * @example
 * if (body.message === SERVER_ERROR_MESSAGES.originNotAllowed) showAlert(ALERTS.INVALID_APP_CONFIGURATION)
 */
export const SERVER_ERROR_MESSAGES = {
  originNotAllowed: 'Unauthorized: origin not allowed',
  jwtNotYetValid: 'JWT validation error: JWT Token is not yet valid',
  invalidKey: 'Unauthorized: invalid key',
} as const

/**
 * HTTP statuses the spec names (spec §8).
 * @example
 * if (response.status === SERVER_ERROR_STATUS.forbidden) showAlert(ALERTS.INVALID_APP_CONFIGURATION)
 */
export const SERVER_ERROR_STATUS = {
  forbidden: 403,
  serviceUnavailable: 503,
} as const
