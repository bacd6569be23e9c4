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
  TTL_TOO_LONG: { code: -32602, message: 'TTL too long' },
  INTERNAL_ERROR: { code: -32603, message: 'Internal error' },
  RATE_LIMITED: { code: -32005, message: 'Rate limit exceeded' },
  CLIENT_QUOTA_EXCEEDED: { code: -32006, message: 'Storage quota of this client exceeded' },
  ADDRESS_QUOTA_EXCEEDED: { code: -32006, message: 'Storage quota of this address exceeded' },
  STORAGE_FULL: { code: -32007, message: 'Relay storage full' },
} as const

/**
 * One key of {@link RELAY_ERRORS}.
 * @example
 * const key: RelayErrorKey = 'PARSE_ERROR'
 */
export type RelayErrorKey = keyof typeof RELAY_ERRORS

/**
 * Why a WebSocket upgrade is refused: the HTTP status and the fixed reason sent in the body.
 * @example
 * rejectUpgrade(socket, RELAY_UPGRADE_ERRORS.JWT_EXPIRED)
 */
export const RELAY_UPGRADE_ERRORS = {
  MISSING_AUTH: { status: 401, message: 'Missing auth' },
  MALFORMED_JWT: { status: 401, message: 'Malformed JWT' },
  BAD_SIGNATURE: { status: 401, message: 'Bad JWT signature' },
  JWT_EXPIRED: { status: 401, message: 'JWT expired' },
  JWT_NOT_YET_VALID: { status: 401, message: 'JWT issued in the future' },
  JWT_LIFETIME_TOO_LONG: { status: 401, message: 'JWT lifetime too long' },
  WRONG_AUDIENCE: { status: 401, message: 'JWT audience is not this relay' },
  UNKNOWN_PROJECT: { status: 403, message: 'Unknown projectId' },
  TOO_MANY_ADDRESS_CONNECTIONS: { status: 429, message: 'Too many connections from this address' },
  TOO_MANY_CLIENT_CONNECTIONS: { status: 429, message: 'Too many connections for this client' },
  UNAVAILABLE: { status: 503, message: 'Relay unavailable' },
} as const

/**
 * One key of {@link RELAY_UPGRADE_ERRORS}.
 * @example
 * const key: RelayUpgradeErrorKey = 'JWT_EXPIRED'
 */
export type RelayUpgradeErrorKey = keyof typeof RELAY_UPGRADE_ERRORS

/**
 * WebSocket close codes the relay uses; never 3000, which clients treat as fatal.
 * @example
 * socket.close(RELAY_CLOSE_CODES.policyViolation, 'Rate limit exceeded')
 */
export const RELAY_CLOSE_CODES = {
  goingAway: 1001,
  policyViolation: 1008,
  // Service restart: WalletConnect clients reconnect at once (any code but 3000), here or elsewhere.
  serviceRestart: 1012,
} as const
