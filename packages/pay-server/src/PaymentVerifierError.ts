import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * A verification that cannot be made as asked: a network without an RPC URL, a payment id
 * without a gateway, neither a payment id nor a transaction hash, an expected payment that is
 * not one (amount, asset, recipient). A site's mistake, not the payer's: thrown, not answered
 * as a verdict.
 * @example
 * throw new PaymentVerifierError('No RPC URL for eip155:8453', { metaMessages: ['Add it to rpcUrls'] })
 */
export class PaymentVerifierError extends BaseError {
  override name = 'PaymentVerifierError'
  override readonly code = 'PAYMENT_VERIFIER_ERROR'
  constructor(shortMessage: string, args: BaseErrorParameters = {}) {
    super(shortMessage, args)
  }
}
