/**
 * The relay's stable error catalogue: JSON-RPC codes for frames, HTTP statuses for upgrades.
 * @example
 * throw new RelayRpcError('INVALID_PARAMS', { details: 'topic: Expected a 64-hex topic' })
 */
export const RELAY_ERRORS = {
  PARSE_ERROR: { code: -32700, message: 'Parse error' },
  INVALID_REQUEST: { code: -32600, message: 'Invalid request' },
  METHOD_NOT_FOUND: { code: -32601, message: 'Method not found' },
  INVALID_PARAMS: { code: -32602, message: 'Invalid params' },
  MESSAGE_TOO_LARGE: { code: -32602, message: 'Message too large' },
  TOO_MANY_SUBSCRIPTIONS: { code: -32602, message: 'Too many subscriptions' },
  INTERNAL_ERROR: { code: -32603, message: 'Internal error' },
  RATE_LIMITED: { code: -32005, message: 'Rate limit exceeded' },
} as const

/**
 * One key of {@link RELAY_ERRORS}.
 * @example
 * const key: RelayErrorKey = 'PARSE_ERROR'
 */
export type RelayErrorKey = keyof typeof RELAY_ERRORS

/**
 * HTTP statuses the relay answers a refused WebSocket upgrade with.
 * @example
 * rejectUpgrade(socket, RELAY_UPGRADE_ERRORS.UNAUTHORIZED)
 */
export const RELAY_UPGRADE_ERRORS = {
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  FORBIDDEN: { status: 403, message: 'Forbidden' },
} as const

/**
 * WebSocket close codes the relay uses; never 3000, which clients treat as fatal.
 * @example
 * socket.close(RELAY_CLOSE_CODES.policyViolation, 'Rate limit exceeded')
 */
export const RELAY_CLOSE_CODES = { goingAway: 1001, policyViolation: 1008 } as const
