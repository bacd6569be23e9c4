import { fixedMessageError } from './fixedMessageError'

/**
 * A chain's node did not answer a payment reader's JSON-RPC call: unreachable, an HTTP error,
 * an answer that is not JSON-RPC, or a JSON-RPC error (its code and message in `details`).
 * @example
 * throw new PaymentRpcError({ details: 'eth_getTransactionReceipt: -32000 header not found' })
 */
export class PaymentRpcError extends fixedMessageError(
  'PaymentRpcError',
  'PAYMENT_RPC_ERROR',
  "The chain's node did not answer",
) {}
