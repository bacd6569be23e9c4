import {
  type BaseError,
  FrameUnknownError,
  RpcCallNotAllowedError,
  UserRejectedRequestError,
} from '@portico/common'
import {
  RECOVERY_PASSKEY_REQUIRED_MESSAGE,
  RECOVERY_PASSWORD_REQUIRED_MESSAGE,
  RecoveryPasswordRequiredError,
} from '../wallet/RecoveryPasswordRequiredError'
import { FrameRequestError } from './FrameRequestError'

// The frame's approval screen answers a decline with EIP-1193's wording ('User rejected the
// request.'); older frames said 'declined'. Either is the visitor saying no, not a failure.
const REJECTED = /\buser (rejected|declined|denied)\b|\brejected the request\b/i

/**
 * The error for a frame's error answer (spec §8): 'An error occurred' without a message, the
 * RPC allowlist refusal, a declined approval and a protected account's locked key on a new
 * device as their own classes, else the frame's message.
 * @example
 * toFrameError('User rejected the request.', 'RPC_REQUEST') // UserRejectedRequestError
 */
export function toFrameError(message: string | undefined, request: string): BaseError {
  const metaMessages = [`Request: ${request}`]
  if (!message) return new FrameUnknownError({ metaMessages })
  if (message.includes(new RpcCallNotAllowedError().shortMessage))
    return new RpcCallNotAllowedError({ metaMessages, details: message })
  // The login went through; only the key waits for the visitor's recovery password.
  if (
    message === RECOVERY_PASSWORD_REQUIRED_MESSAGE ||
    message === RECOVERY_PASSKEY_REQUIRED_MESSAGE
  )
    return new RecoveryPasswordRequiredError({ metaMessages, message })
  if (REJECTED.test(message))
    return new UserRejectedRequestError({ metaMessages, details: message })
  return new FrameRequestError(message, { metaMessages })
}
