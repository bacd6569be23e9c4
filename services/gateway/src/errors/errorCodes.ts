import { type ErrorCatalogue, SERVICE_ERROR_CODES } from '@portico/common'
import { SIWX_ERROR_CODES } from '@portico/siwx-server'

/**
 * Every error the gateway answers with, the SIWX routes it mounts included: a stable code, its
 * HTTP status and default sentence. Clients match on `code`; the spec's server messages are
 * kept verbatim.
 * @example
 * ERROR_CODES.UNAUTHORIZED_ORIGIN.status // 403
 */
export const ERROR_CODES = {
  ...SERVICE_ERROR_CODES,
  ...SIWX_ERROR_CODES,
  // Spec §8's sentences, verbatim: the swap views show them as they come.
  SWAPS_NOT_SUPPORTED: { status: 400, message: 'Network not supported for Swaps' },
  GAS_PRICE_NOT_SUPPORTED: { status: 400, message: 'Network not supported for Gas Price' },
  INSUFFICIENT_LIQUIDITY: { status: 422, message: 'Insufficient liquidity' },
  SWAP_WOULD_FAIL: { status: 422, message: 'The transaction would fail on chain' },
  // Account names (profile routes).
  NAME_TAKEN: { status: 409, message: 'This name is already taken' },
  NAME_MESSAGE_MISMATCH: {
    status: 400,
    message: 'The signed message does not name this name, address and coin type',
  },
  NAME_MESSAGE_STALE: { status: 401, message: 'The signed message is too old or already used' },
  NAME_INVALID_SIGNATURE: { status: 401, message: 'The signature does not match the address' },
  NAME_LIMIT_REACHED: { status: 409, message: 'This address already owns the most names allowed' },
  // A name outside the gateway's zone (vitalik.eth) where no ENS registry is configured: not an
  // invalid or missing name, a kind of name this gateway cannot look up.
  NAME_ZONE_NOT_SUPPORTED: { status: 404, message: 'Names of this kind are not looked up here' },
  // Smart sessions: the account's signature of a grant or a revocation.
  SESSION_INVALID_SIGNATURE: {
    status: 401,
    message: 'The signature does not match the account',
  },
  // POST /v1 for a chain the gateway has no RPC URL of (spec §8's sentence).
  NO_RPC_URL: { status: 400, message: 'No RPC url provided for chainId' },
  NOT_IMPLEMENTED: { status: 501, message: 'Not implemented on this gateway yet' },
  UPSTREAM_UNAVAILABLE: { status: 503, message: 'Chain RPC unavailable' },
  // Bitcoin broadcast (Esplora-style POST /tx): the node's reason follows.
  TRANSACTION_REJECTED: { status: 400, message: 'The node refused the transaction' },
} as const satisfies ErrorCatalogue

/** One of the gateway's stable error codes. @example const c: ErrorCode = 'NOT_FOUND' */
export type ErrorCode = keyof typeof ERROR_CODES
