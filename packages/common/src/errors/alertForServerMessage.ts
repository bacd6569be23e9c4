import type { AlertKey } from './alerts'
import { SERVER_ERROR_MESSAGES } from './serverMessages'

/**
 * The alert to show for a service error message, or undefined when none applies.
 * @example
 * alertForServerMessage('Unauthorized: invalid key') // 'INVALID_PROJECT_ID'
 */
export function alertForServerMessage(message: string): AlertKey | undefined {
  if (message.includes(SERVER_ERROR_MESSAGES.originNotAllowed)) return 'INVALID_APP_CONFIGURATION'
  if (message.includes(SERVER_ERROR_MESSAGES.jwtNotYetValid)) return 'SESSION_EXPIRED'
  if (message.includes(SERVER_ERROR_MESSAGES.invalidKey)) return 'INVALID_PROJECT_ID'
  return undefined
}
