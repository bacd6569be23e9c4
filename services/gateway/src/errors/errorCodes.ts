import { type ErrorCatalogue, SERVER_ERROR_STATUS, SERVICE_ERROR_CODES } from '@portico/common'
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
  // An offchain (EIP-3668) name whose gateways failed, timed out, answered garbage or were refused.
  NAME_LOOKUP_FAILED: { status: 502, message: "The name's offchain gateway did not answer" },
  // Smart sessions: the account's signature of a grant or a revocation.
  SESSION_INVALID_SIGNATURE: {
    status: 401,
    message: 'The signature does not match the account',
  },
  // Pay (services/gateway/src/pay): AppKit Pay's sentences where it has one.
  INVALID_RECIPIENT: { status: 400, message: 'Invalid recipient address' },
  INVALID_ASSET: { status: 400, message: 'Invalid asset specified' },
  INVALID_AMOUNT: { status: 400, message: 'Invalid payment amount' },
  PAY_NETWORK_NOT_SUPPORTED: {
    status: 400,
    message: 'Payments on this network are not taken here',
  },
  PAY_EXCHANGE_NOT_FOUND: { status: 400, message: 'Unknown exchange' },
  PAY_EXCHANGE_UNAVAILABLE: { status: 502, message: 'The exchange did not answer' },
  PAYMENT_TRANSACTION_TAKEN: {
    status: 409,
    message: 'This transaction already pays another payment',
  },
  // A wallet's EVM transaction must carry its payment's reference (the payment binding; the README's Pay section).
  PAYMENT_TRANSACTION_NOT_BOUND: {
    status: 409,
    message: "The transaction does not carry this payment's reference",
  },
  // Its binding cannot be checked before the node knows it: the caller tries again shortly.
  PAYMENT_TRANSACTION_UNKNOWN: {
    status: 409,
    message: 'The transaction is not known on chain yet; try again shortly',
  },
  PAYMENT_CLOSED: {
    status: 409,
    message: 'This payment already has its transaction or is over',
  },
  // POST /v1 for a chain the gateway has no RPC URL of (spec §8's sentence).
  NO_RPC_URL: { status: 400, message: 'No RPC url provided for chainId' },
  UPSTREAM_UNAVAILABLE: {
    status: SERVER_ERROR_STATUS.serviceUnavailable,
    message: 'Chain RPC unavailable',
  },
  // Bitcoin broadcast (Esplora-style POST /tx): the node's reason follows.
  TRANSACTION_REJECTED: { status: 400, message: 'The node refused the transaction' },
} as const satisfies ErrorCatalogue

/** One of the gateway's stable error codes. @example const c: ErrorCode = 'NOT_FOUND' */
export type ErrorCode = keyof typeof ERROR_CODES
